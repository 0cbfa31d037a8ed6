// The model provider interface (docs/design/model-calls.md). Each provider predicts how a rephrasing changes completion; which one answers
// is decided per organisation: its own credentials first (not billed), then the deployment's configured
// OpenAI-compatible endpoint, then the built-in predictor.
import type { Schemas } from '../contract';

export type PretestCategory = Schemas['PretestCategory'];
export type ProviderInfo = Schemas['PretestProvider'];

export interface PhrasingInput {
  phrasingA: string;
  phrasingB: string;
  category: PretestCategory;
  audience?: string;
  surveyTitle: string;
  /** The survey has a defensible completed base of its own (docs/design/phrasing-priors.md: confidence may rise above low). */
  ownData: boolean;
}

export interface PhrasingEstimate {
  /** Completion rate with B minus with A, in percentage points. */
  effectPoints: number;
  confidence: 'low' | 'medium' | 'high';
  rationale: string;
  factors: Schemas['PretestFactor'][];
  answerShifts: string[];
}

export interface ModelProvider {
  readonly info: ProviderInfo;
  /** Billed against the organisation's allowance (false for the organisation's own credentials). */
  readonly billed: boolean;
  predictPhrasing(input: PhrasingInput): Promise<PhrasingEstimate>;
}

/** The provider did not answer usefully: 502 `provider_unavailable`, nothing billed. */
export class ProviderError extends Error {}

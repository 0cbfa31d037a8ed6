// Questions, in position order within their survey.
import type { Schemas } from '../contract';

export type QuestionType = Schemas['QuestionType'];

export interface QuestionsTable {
  id: string;
  survey_id: string;
  type: QuestionType;
  title: string;
  description: string | null;
  required: number; // 0 | 1
  position: number;
  config: string; // JSON
  /** The instrument instance (docs/design/instruments.md) that inserted this question, which locks its wording and scale; null otherwise. */
  instrument_instance_id: string | null;
  /** JSON `Probe[]` without their questionId: the adaptive probes asked after this question's answer (docs/design/instruments.md). */
  probes: string;
  created_at: string;
  updated_at: string;
}

// Calculated variables (docs/design/variables.md) and the recompute of a survey's stored sessions after its variables change.
import type { VariableType } from './values';

export interface VariablesTable {
  id: string;
  survey_id: string;
  organization_id: string;
  /** An identifier, unique in its survey: how expressions and exports name it. */
  name: string;
  label: string | null;
  type: VariableType;
  expression: string;
  created_at: string;
  updated_at: string;
}

export type RecomputeState = 'running' | 'done';

/** One row per survey whose variables ever changed: how far the recompute of its completed sessions has come. */
export interface VariableRecomputesTable {
  survey_id: string;
  organization_id: string;
  state: RecomputeState;
  done: number;
  total: number;
  /** The last session recomputed (sessions are taken in start order, the index's); null before the first batch. */
  after_started_at: string | null;
  after_id: string | null;
  started_at: string;
  updated_at: string;
}

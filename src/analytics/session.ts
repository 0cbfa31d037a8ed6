// One session as the analytics read it: its outcome (docs/design/outcomes.md), latest answers, path and interactions.
import type { SessionRow } from '../db/schema';
import { fromJson } from '../db/values';
import type { StoredAnswer } from '../answers';

export type Outcome = 'completed' | 'abandoned' | 'in_progress' | 'screened_out' | 'quota_full' | 'quality_excluded';
export const OUTCOMES: readonly Outcome[] = ['completed', 'abandoned', 'in_progress', 'screened_out', 'quota_full', 'quality_excluded'];
/** Qualified sessions: the completion-rate denominator (screener, quota and quality endings are not in it). */
export const QUALIFIED: ReadonlySet<Outcome> = new Set(['completed', 'abandoned', 'in_progress']);

/** The columns analytics read; the stored quality columns are the contribution the counters currently hold. */
export type AnalysedRow = Pick<
  SessionRow,
  | 'id'
  | 'survey_id'
  | 'status'
  | 'started_at'
  | 'completed_at'
  | 'duration_seconds'
  | 'contact_id'
  | 'collector_id'
  | 'end_reason'
  | 'device_type'
  | 'browser'
  | 'os'
  | 'country'
  | 'region'
  | 'path'
  | 'answers'
  | 'interactions'
  | 'honeypot'
  | 'captcha_score'
  | 'user_agent'
  | 'fingerprint'
  | 'quality_flags'
  | 'risk_score'
  | 'excluded'
  | 'variables'
  | 'arm_id'
  | 'hidden'
  | 'language'
> & { quality_evidence: string };

export const ANALYSED_COLUMNS = [
  'id',
  'survey_id',
  'status',
  'started_at',
  'completed_at',
  'duration_seconds',
  'contact_id',
  'collector_id',
  'end_reason',
  'device_type',
  'browser',
  'os',
  'country',
  'region',
  'path',
  'answers',
  'interactions',
  'honeypot',
  'captcha_score',
  'user_agent',
  'fingerprint',
  'quality_flags',
  'risk_score',
  'excluded',
  'variables',
  'arm_id',
  'quality_evidence',
  'hidden',
  'language',
] as const;

export interface SessionView {
  row: AnalysedRow;
  outcome: Outcome;
  path: string[];
  /** The latest answer to each question (a loop replaces earlier ones). */
  answers: Map<string, unknown>;
  interactions: { type: string; questionId?: string }[];
  /** Completion time in whole seconds (completed sessions only). */
  seconds: number | null;
}

export function outcomeOf(row: Pick<AnalysedRow, 'status' | 'end_reason' | 'excluded'>): Outcome {
  if (row.end_reason === 'quality_excluded' || Number(row.excluded) === 1) return 'quality_excluded';
  if (row.end_reason === 'screened_out' || row.end_reason === 'quota_full') return row.end_reason;
  return row.status as Outcome;
}

export function viewOf(row: AnalysedRow): SessionView {
  const answers = new Map<string, unknown>();
  for (const a of fromJson<StoredAnswer[]>(row.answers, []))
    if (a.value !== undefined && a.value !== null) answers.set(a.questionId, a.value);
  const outcome = outcomeOf(row);
  const d = row.duration_seconds;
  return {
    row,
    outcome,
    path: fromJson<string[]>(row.path, []),
    answers,
    interactions: fromJson(row.interactions, []),
    seconds: outcome === 'completed' && d !== null && d !== undefined ? Math.round(Number(d)) : null,
  };
}

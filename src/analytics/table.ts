// The computed-ahead analytics: counters, the per-survey state row (its lock), flagged sessions, open-text hashes.
import type { ColumnType } from 'kysely';

export interface AnalyticsCountersTable {
  survey_id: string;
  grp: string;
  key: string;
  /** A counter is the sum of its stripes: concurrent writers add to different rows (src/analytics/thresholds.ts, COUNTER_STRIPES). */
  stripe: number;
  n: ColumnType<number, number, number>; // bigint on PostgreSQL: read back through Number()
}

export interface AnalyticsStateTable {
  survey_id: string;
  median_seconds: number | null; // the median completion time the stored speeding flags were computed against
  questionnaire_version: number;
  updated_at: string;
}

export interface SessionFlagsTable {
  survey_id: string;
  flag: string;
  risk_score: number;
  session_id: string;
}

export interface AnalyticsTextsTable {
  survey_id: string;
  hash: string;
  session_id: string;
}

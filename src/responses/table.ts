// Sessions: one per respondent's run through a survey, collected or imported.
import type { ColumnType } from 'kysely';
import type { EndReason, Schemas } from '../contract';

export type SessionStatus = Schemas['ResponseStatus'];

export interface SessionsTable {
  id: string;
  survey_id: string;
  external_id: string | null;
  status: SessionStatus;
  started_at: string;
  completed_at: string | null;
  last_activity_at: string;
  duration_seconds: number | null;
  questionnaire_version: number;
  collector_id: string | null;
  contact_id: string | null;
  end_reason: EndReason | null;
  device_type: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  region: string | null;
  path: string; // JSON string[] (question ids in the order shown)
  answers: string; // JSON StoredAnswer[]
  interactions: string; // JSON InteractionEvent[]: what the page reported of the respondent (the contract's `events`)
  honeypot: string | null;
  captcha_score: number | null;
  user_agent: string | null;
  fingerprint: string | null; // HMAC of IP address and user agent (no address is stored)
  device_key: string | null; // keyed hash of the hosted page's device cookie
  token_hash: string | null; // SHA-256 of the respondent's session token
  next_question_id: string | null;
  variables: string; // JSON object
  arm_id: string | null; // the calibration arm (docs/design/calibration.md) whose wording the session was shown
  quality_flags: string; // JSON string[]
  risk_score: number | null;
  excluded: number; // 0 | 1
  metadata: string; // JSON object
  quality_evidence: ColumnType<string, string | undefined, string>; // JSON QualityEvidence[]
  /** Hidden field values the session arrived with (docs/design/hidden-fields.md): JSON object of the ordinary ones. */
  hidden: ColumnType<string, string | undefined, string>;
  /** The personal ones: a sealed JSON object, or null for none. */
  hidden_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its answers were last corrected (docs/design/responses.md, "Correcting"); null if never. */
  edited_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language it was served in, a canonical tag of its survey's (docs/design/localization.md, "Respondents"). */
  language: string;
}

/** One correction of a response's answers: who made it (the key), why, and the values it replaced. */
export interface ResponseCorrectionsTable {
  id: string;
  session_id: string;
  key_id: string;
  reason: string;
  before: string; // JSON { questionId, value }[]
  created_at: string;
}

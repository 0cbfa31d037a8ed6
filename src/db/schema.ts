// The tables as Kysely sees them. Portable representation on SQLite and PostgreSQL alike: ids and timestamps are
// text (UUIDs; ISO 8601 UTC with milliseconds, which sort as text), booleans are integers 0/1, JSON is text.
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface OrganizationsTable {
  id: string;
  name: string;
  plan: string;
  feature_overrides: string; // JSON { feature: boolean }
  permissions: string; // JSON { permission: boolean }
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  organization_id: string;
  name: string | null;
  secret_hash: string; // hex SHA-256 of the secret part
  scopes: string; // JSON string[]
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface SurveysTable {
  id: string;
  organization_id: string;
  title: string;
  description: string | null;
  messages: string; // JSON SurveyMessages
  localization: string; // JSON SurveyLocalization
  status: string;
  questionnaire_version: number;
  created_at: string;
  updated_at: string;
  status_changed_at: string;
}

export interface QuestionsTable {
  id: string;
  survey_id: string;
  type: string;
  title: string;
  description: string | null;
  required: number; // 0 | 1
  position: number;
  config: string; // JSON
  created_at: string;
  updated_at: string;
}

export interface RateLimitCountersTable {
  bucket: string;
  window_start: number; // epoch seconds
  count: ColumnType<number, number, number>;
}

export interface FeatureFlagsTable {
  name: string;
  enabled: number; // 0 | 1
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  survey_id: string;
  external_id: string | null;
  status: string; // in_progress | completed | abandoned
  started_at: string;
  completed_at: string | null;
  last_activity_at: string;
  duration_seconds: number | null;
  questionnaire_version: number;
  collector_id: string | null;
  contact_id: string | null;
  end_reason: string | null;
  device_type: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  region: string | null;
  path: string; // JSON string[] (question ids in the order shown)
  answers: string; // JSON StoredAnswer[]
  events: string; // JSON InteractionEvent[]
  honeypot: string | null;
  captcha_score: number | null;
  user_agent: string | null;
  fingerprint: string | null; // HMAC of IP address and user agent (no address is stored)
  token_hash: string | null; // SHA-256 of the respondent's session token
  next_question_id: string | null;
  variables: string; // JSON object
  quality_flags: string; // JSON string[]
  risk_score: number | null;
  excluded: number; // 0 | 1
  metadata: string; // JSON object
  quality_evidence: ColumnType<string, string | undefined, string>; // JSON QualityEvidence[]
}

export interface AnalyticsCountersTable {
  survey_id: string;
  grp: string;
  key: string;
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

export interface ClaimChecksTable {
  id: string;
  organization_id: string;
  survey_id: string;
  api_key_id: string;
  claim: string;
  approved: number; // 0/1
  assessment: string; // JSON: the ClaimAssessment returned
  created_at: string;
}

export interface WebhooksTable {
  id: string;
  organization_id: string;
  url: string;
  description: string | null;
  events: string; // JSON string[] ([] = every event)
  survey_ids: string; // JSON string[] ([] = every survey)
  secret_sealed: string; // AES-256-GCM under a key derived from SECRET_KEY (src/webhooks/signing.ts)
  secret_preview: string;
  status: string; // active | disabled
  disabled_reason: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  id: string;
  organization_id: string;
  type: string;
  payload: string; // the JSON body every delivery of the event sends
  created_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event_id: string;
  status: string; // pending | delivered | failed
  attempt_count: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempted_at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface AiUsageTable {
  id: string;
  organization_id: string;
  /** The calendar month (UTC), `YYYY-MM`. */
  period: string;
  operation: string;
  weight: number;
  /** `reserved` while the provider is called (until `expires_at`), `billed` once it answered. */
  status: 'reserved' | 'billed';
  provider: string | null;
  created_at: string;
  expires_at: string;
}

export interface OrganizationModelCredentialsTable {
  organization_id: string;
  base_url: string;
  model: string;
  api_key_sealed: string;
  updated_at: string;
}

export interface ResearchReviewsTable {
  id: string;
  survey_id: string;
  organization_id: string;
  requested_by: string;
  overall_score: number;
  methodology_score: number;
  structure_score: number;
  statistics_score: number;
  respondent_score: number;
  /** JSON: the full structured review. */
  review_data: string;
  summary: string;
  created_at: string;
}

export interface ReviewRecommendationsTable {
  id: string;
  review_id: string;
  position: number;
  priority: 'high' | 'medium' | 'low';
  action: string;
  rationale: string;
  status: 'pending' | 'accepted' | 'dismissed';
  dismissed_reason: string | null;
  resolved_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  organizations: OrganizationsTable;
  api_keys: ApiKeysTable;
  surveys: SurveysTable;
  questions: QuestionsTable;
  rate_limit_counters: RateLimitCountersTable;
  feature_flags: FeatureFlagsTable;
  sessions: SessionsTable;
  analytics_counters: AnalyticsCountersTable;
  analytics_state: AnalyticsStateTable;
  session_flags: SessionFlagsTable;
  analytics_texts: AnalyticsTextsTable;
  claim_checks: ClaimChecksTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  ai_usage: AiUsageTable;
  organization_model_credentials: OrganizationModelCredentialsTable;
  research_reviews: ResearchReviewsTable;
  review_recommendations: ReviewRecommendationsTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type SurveyRow = Selectable<SurveysTable>;
export type NewSurvey = Insertable<SurveysTable>;
export type SurveyUpdate = Updateable<SurveysTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type NewQuestion = Insertable<QuestionsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;
export type ResearchReviewRow = Selectable<ResearchReviewsTable>;
export type ReviewRecommendationRow = Selectable<ReviewRecommendationsTable>;

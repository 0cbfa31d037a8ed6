// The database as Kysely sees it, assembled from each capability's table types (src/<capability>/table.ts).
// Portable representation on SQLite and PostgreSQL alike: ids and timestamps are text (UUIDs; ISO 8601 UTC with
// milliseconds, which sort as text), booleans are integers 0/1, JSON is text.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { OrganizationsTable, ApiKeysTable } from '../auth/table';
import type { RateLimitCountersTable } from './counters';
import type { FeatureFlagsTable } from '../flags/table';
import type { SurveysTable } from '../surveys/table';
import type { QuestionsTable } from '../questions/table';
import type { ResponseCorrectionsTable, SessionsTable } from '../responses/table';
import type { AnalyticsCountersTable, AnalyticsStateTable, SessionFlagsTable, AnalyticsTextsTable } from '../analytics/table';
import type { ClaimChecksTable } from '../conclusions/table';
import type { WebhooksTable, WebhookDeliveriesTable, WebhookAttemptsTable } from '../webhooks/table';
import type { EventsTable } from '../feed/table';
import type { SurveyTranslationsTable } from '../localization/table';
import type { AiUsageTable, OrganizationModelCredentialsTable } from '../language-model/table';
import type { ResearchReviewsTable, ReviewRecommendationsTable } from '../review/table';
import type { FoldersTable, FolderGrantsTable } from '../collections/folders/table';
import type { TagsTable, SurveyTagsTable } from '../collections/tags/table';
import type { UserGroupsTable, UserGroupMembersTable } from '../collections/groups/table';
import type { RewardSettingsTable, RewardCodesTable, RewardDecisionsTable } from '../rewards/table';
import type { CollectorsTable } from '../collectors/table';
import type { IdempotencyKeysTable } from './idempotency-table';
import type { JobLeasesTable } from './job-leases-table';
import type { VariablesTable, VariableRecomputesTable } from '../variables/table';
import type { DebriefsTable, DebriefSessionsTable } from '../debriefs/table';
import type { CalibrationSettingsTable, CalibrationArmsTable } from '../calibration/table';
import type { SurveyInstrumentsTable } from '../instruments/table';
import type { ExportLinesTable } from '../exports/table';
import type { EmailSendsTable, EmailRecipientsTable, SendingDomainsTable } from '../email/table';
import type { ThemesTable } from '../theme/table';
import type { QuotaMembersTable, QuotasTable } from '../quotas/table';
import type { ErasureRequestsTable } from '../erasure/table';
import type { AuditEventsTable, AuditHeadsTable } from '../audit/table';
import type { ContactsTable, ContactListsTable, ContactListMembersTable, SuppressionsTable } from '../contacts/table';

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
  events: EventsTable;
  survey_translations: SurveyTranslationsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  ai_usage: AiUsageTable;
  organization_model_credentials: OrganizationModelCredentialsTable;
  research_reviews: ResearchReviewsTable;
  review_recommendations: ReviewRecommendationsTable;
  folders: FoldersTable;
  folder_grants: FolderGrantsTable;
  tags: TagsTable;
  survey_tags: SurveyTagsTable;
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
  reward_settings: RewardSettingsTable;
  reward_codes: RewardCodesTable;
  reward_decisions: RewardDecisionsTable;
  contacts: ContactsTable;
  contact_lists: ContactListsTable;
  contact_list_members: ContactListMembersTable;
  suppressions: SuppressionsTable;
  collectors: CollectorsTable;
  email_sends: EmailSendsTable;
  email_recipients: EmailRecipientsTable;
  sending_domains: SendingDomainsTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_events: AuditEventsTable;
  audit_heads: AuditHeadsTable;
  job_leases: JobLeasesTable;
  variables: VariablesTable;
  variable_recomputes: VariableRecomputesTable;
  debriefs: DebriefsTable;
  debrief_sessions: DebriefSessionsTable;
  calibration_settings: CalibrationSettingsTable;
  calibration_arms: CalibrationArmsTable;
  survey_instruments: SurveyInstrumentsTable;
  export_lines: ExportLinesTable;
  themes: ThemesTable;
  quotas: QuotasTable;
  quota_members: QuotaMembersTable;
  erasure_requests: ErasureRequestsTable;
  response_corrections: ResponseCorrectionsTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type SurveyRow = Selectable<SurveysTable>;
export type NewSurvey = Insertable<SurveysTable>;
export type SurveyUpdate = Updateable<SurveysTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type NewQuestion = Insertable<QuestionsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type QuotaRow = Selectable<QuotasTable>;
export type ErasureRequestRow = Selectable<ErasureRequestsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;
export type ResearchReviewRow = Selectable<ResearchReviewsTable>;
export type ReviewRecommendationRow = Selectable<ReviewRecommendationsTable>;
export type FolderRow = Selectable<FoldersTable>;
export type TagRow = Selectable<TagsTable>;
export type UserGroupRow = Selectable<UserGroupsTable>;
export type RewardSettingsRow = Selectable<RewardSettingsTable>;
export type RewardCodeRow = Selectable<RewardCodesTable>;
export type ContactRow = Selectable<ContactsTable>;
export type ContactListRow = Selectable<ContactListsTable>;
export type SuppressionRow = Selectable<SuppressionsTable>;
export type CollectorRow = Selectable<CollectorsTable>;
export type EmailSendRow = Selectable<EmailSendsTable>;
export type EmailRecipientRow = Selectable<EmailRecipientsTable>;
export type SendingDomainRow = Selectable<SendingDomainsTable>;
export type CalibrationSettingsRow = Selectable<CalibrationSettingsTable>;
export type ArmRow = Selectable<CalibrationArmsTable>;
export type SurveyInstrumentRow = Selectable<SurveyInstrumentsTable>;
export type VariableRow = Selectable<VariablesTable>;
export type VariableRecomputeRow = Selectable<VariableRecomputesTable>;
export type DebriefRow = Selectable<DebriefsTable>;
export type DebriefSessionRow = Selectable<DebriefSessionsTable>;

/** What the respondent surface checks a session call against before its transaction reads the whole row. */
export type SessionKey = Pick<SessionRow, 'id' | 'survey_id' | 'token_hash'>;

/** An adaptive probe (docs/design/instruments.md) and the question row that holds it. */
export interface ProbeRef {
  id: string;
  question: QuestionRow;
}

// The database as Kysely sees it, assembled from each capability's table types (src/<capability>/table.ts).
// Portable representation on SQLite and PostgreSQL alike: ids and timestamps are text (UUIDs; ISO 8601 UTC with
// milliseconds, which sort as text), booleans are integers 0/1, JSON is text.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { OrganizationsTable, ApiKeysTable } from '../auth/table';
import type { RateLimitCountersTable } from './counters';
import type { FeatureFlagsTable } from '../flags/table';
import type { SurveysTable } from '../surveys/table';
import type { QuestionsTable } from '../questions/table';
import type { SessionsTable } from '../responses/table';
import type { AnalyticsCountersTable, AnalyticsStateTable, SessionFlagsTable, AnalyticsTextsTable } from '../analytics/table';
import type { ClaimChecksTable } from '../conclusions/table';
import type { WebhooksTable, WebhookEventsTable, WebhookDeliveriesTable, WebhookAttemptsTable } from '../webhooks/table';
import type { AiUsageTable, OrganizationModelCredentialsTable } from '../model/table';
import type { ResearchReviewsTable, ReviewRecommendationsTable } from '../review/table';
import type { FoldersTable, FolderGrantsTable } from '../folders/table';
import type { TagsTable, SurveyTagsTable } from '../tags/table';
import type { UserGroupsTable, UserGroupMembersTable } from '../groups/table';
import type { RewardSettingsTable, RewardCodesTable, RewardDecisionsTable } from '../rewards/table';

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
  folders: FoldersTable;
  folder_grants: FolderGrantsTable;
  tags: TagsTable;
  survey_tags: SurveyTagsTable;
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
  reward_settings: RewardSettingsTable;
  reward_codes: RewardCodesTable;
  reward_decisions: RewardDecisionsTable;
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
export type FolderRow = Selectable<FoldersTable>;
export type TagRow = Selectable<TagsTable>;
export type UserGroupRow = Selectable<UserGroupsTable>;
export type RewardSettingsRow = Selectable<RewardSettingsTable>;
export type RewardCodeRow = Selectable<RewardCodesTable>;

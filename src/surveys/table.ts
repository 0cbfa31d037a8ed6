// Surveys.
import type { ColumnType } from 'kysely';
import type { Schemas } from '../contract';

export type SurveyStatus = Schemas['SurveyStatus'];

export interface SurveysTable {
  id: string;
  organization_id: string;
  title: string;
  description: string | null;
  messages: string; // JSON SurveyMessages
  localization: string; // JSON SurveyLocalization
  status: SurveyStatus;
  questionnaire_version: number;
  created_at: string;
  updated_at: string;
  status_changed_at: string;
  /** The folder the survey sits in (docs/design/organisation.md); null when in none. */
  folder_id: string | null;
  /** JSON HiddenField[] (docs/design/hidden-fields.md). */
  hidden_fields: ColumnType<string, string | undefined, string>;
  /** The privacy notice the welcome links to; null for none. */
  privacy_notice_url: ColumnType<string | null, string | null | undefined, string | null>;
}

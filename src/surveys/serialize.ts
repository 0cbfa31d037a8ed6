// Survey rows as the contract's Survey.
import type { SurveyRow } from '../db/schema';
import { fromJson } from '../db/values';
import type { Schemas } from '../contract';

/** `tagIds`: the survey's tags by name (src/collections/tags/repository.ts `tagIdsOf`). */
export function toSurvey(row: SurveyRow, questionCount: number, tagIds: string[]): Schemas['Survey'] {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    messages: fromJson(row.messages, {}),
    privacyNoticeUrl: row.privacy_notice_url ?? null,
    status: row.status as Schemas['SurveyStatus'],
    questionnaireVersion: row.questionnaire_version,
    questionCount,
    folderId: row.folder_id,
    tagIds,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    statusChangedAt: row.status_changed_at,
  };
}

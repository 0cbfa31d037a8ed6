// Survey rows as the contract's Survey.
import type { SurveyRow } from '../db/schema';
import { fromJson } from '../db/values';
import type { Schemas } from '../contract';

export function toSurvey(row: SurveyRow, questionCount: number): Schemas['Survey'] {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    messages: fromJson(row.messages, {}),
    status: row.status as Schemas['SurveyStatus'],
    questionnaireVersion: row.questionnaire_version,
    questionCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    statusChangedAt: row.status_changed_at,
  };
}

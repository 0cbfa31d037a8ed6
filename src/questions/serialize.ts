// Question rows as the contract's Question.
import type { QuestionRow } from '../db/schema';
import { fromFlag, fromJson } from '../db/values';
import type { Schemas } from '../contract';

export function toQuestion(row: QuestionRow): Schemas['Question'] {
  return {
    id: row.id,
    surveyId: row.survey_id,
    type: row.type,
    title: row.title,
    description: row.description,
    required: fromFlag(row.required),
    position: row.position,
    config: fromJson(row.config, {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  } as Schemas['Question'];
}

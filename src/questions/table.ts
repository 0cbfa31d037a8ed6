// Questions, in position order within their survey.
import type { Schemas } from '../contract';

export type QuestionType = Schemas['QuestionType'];

export interface QuestionsTable {
  id: string;
  survey_id: string;
  type: QuestionType;
  title: string;
  description: string | null;
  required: number; // 0 | 1
  position: number;
  config: string; // JSON
  created_at: string;
  updated_at: string;
}

// Every text of a survey a translation translates: its own, its questions' and its wording trial arms' rewordings
// (docs/design/localization.md, "Keys"), read from the database once for the list, the counts and the checks.
import type { Kysely } from 'kysely';
import type { Database, QuestionRow, SurveyRow } from '../db/schema';
import { listQuestionRows } from '../questions/repository';
import { armsOf } from '../calibration/repository';
import { armWording } from '../calibration/assign';
import { surveyTexts } from './texts';

export async function currentTexts(db: Kysely<Database>, survey: SurveyRow): Promise<{ texts: Map<string, string>; questions: QuestionRow[] }> {
  const [questions, arms] = await Promise.all([listQuestionRows(db, survey.id), armsOf(db, survey.id)]);
  return { texts: surveyTexts(survey, questions, arms.map((arm) => armWording(arm, questions))), questions };
}

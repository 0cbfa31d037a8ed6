// Every text of a survey a translation translates: its own, its questions' and its wording trial arms' rewordings
// (docs/design/localization.md, "Keys"), read from the database once for the list, the counts and the checks.
import type { Kysely } from 'kysely';
import type { Database, QuestionRow, SurveyRow } from '../db/schema';
import { listQuestionRows } from '../questions/repository';
import { armWording } from '../questionnaire/wording';
import { surveyTexts } from './texts';

export async function currentTexts(
  db: Kysely<Database>,
  survey: SurveyRow,
): Promise<{ texts: Map<string, string>; questions: QuestionRow[] }> {
  // The arms' rows are read here rather than through the calibration module, which depends on this one.
  const [questions, arms] = await Promise.all([
    listQuestionRows(db, survey.id),
    db
      .selectFrom('calibration_arms')
      .select(['id', 'overrides'])
      .where('survey_id', '=', survey.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    texts: surveyTexts(
      survey,
      questions,
      arms.map((arm) => armWording(arm, questions)),
    ),
    questions,
  };
}

// Question queries. Positions are 0-indexed and kept gap-free by the service inside one transaction.
import { sql, type Kysely } from 'kysely';
import type { Database, QuestionRow } from '../db/schema';
import { prepared } from '../db/prepared';
import { ownedQueries } from '../db/rows';

type Q = Kysely<Database>;

const questionsOf = prepared<{ surveyId: string }, QuestionRow>((db, arg) =>
  db.selectFrom('questions').selectAll().where('survey_id', '=', arg('surveyId')).orderBy('position'),
);

const questionCountOf = prepared<{ surveyId: string }, { n: number | string }>((db, arg) =>
  db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('survey_id', '=', arg('surveyId')),
);

/** How many questions a survey has (its detail, when the caller may not see the questions themselves). */
export async function countQuestions(db: Q, surveyId: string): Promise<number> {
  return Number((await questionCountOf.first(db, { surveyId }))?.n ?? 0);
}

export async function listQuestionRows(db: Q, surveyId: string): Promise<QuestionRow[]> {
  return questionsOf.all(db, { surveyId });
}

export const {
  find: findQuestion,
  insert: insertQuestion,
  update: updateQuestionRow,
  remove: deleteQuestionRow,
} = ownedQueries('questions', 'survey_id');

/** Adds `delta` to the position of every question of the survey in [from, to] (to omitted: to the end). */
export async function shiftPositions(db: Q, surveyId: string, delta: number, from: number, to?: number): Promise<void> {
  let q = db
    .updateTable('questions')
    .set({ position: sql`position + ${delta}` })
    .where('survey_id', '=', surveyId)
    .where('position', '>=', from);
  if (to !== undefined) q = q.where('position', '<=', to);
  await q.execute();
}

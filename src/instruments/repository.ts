// Instrument instance queries (the questions they inserted carry the instance's id).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StoredAnswer } from '../answers';
import { fromJson } from '../db/values';
import { ownedQueries } from '../db/rows';

type Q = Kysely<Database>;

export const {
  insert: insertInstance,
  remove: deleteInstanceRow,
  find: findInstance,
  all: instancesOf,
} = ownedQueries('survey_instruments', 'survey_id');

/** The answers of the survey's completed sessions (quality exclusions and early endings left out), in batches. */
export async function* completedAnswers(db: Q, surveyId: string, batch = 2000): AsyncGenerator<StoredAnswer[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'answers'])
      .where('survey_id', '=', surveyId)
      .where('status', '=', 'completed')
      .where('end_reason', 'is', null)
      .where('excluded', '=', 0)
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const r of rows) yield fromJson<StoredAnswer[]>(r.answers, []);
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}

export async function linkQuestions(db: Q, instanceId: string, questionIds: string[]): Promise<void> {
  await db.updateTable('questions').set({ instrument_instance_id: instanceId }).where('id', 'in', questionIds).execute();
}

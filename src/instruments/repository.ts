// Instrument instance queries (the questions they inserted carry the instance's id).
import type { Kysely } from 'kysely';
import type { Database, SurveyInstrumentRow } from '../db/schema';
import type { StoredAnswer } from '../answers';
import { fromJson } from '../db/values';

type Q = Kysely<Database>;

export async function insertInstance(db: Q, row: SurveyInstrumentRow): Promise<void> {
  await db.insertInto('survey_instruments').values(row).execute();
}

export async function deleteInstanceRow(db: Q, id: string): Promise<void> {
  await db.deleteFrom('survey_instruments').where('id', '=', id).execute();
}

export async function findInstance(db: Q, surveyId: string, id: string): Promise<SurveyInstrumentRow | undefined> {
  return db.selectFrom('survey_instruments').selectAll().where('survey_id', '=', surveyId).where('id', '=', id).executeTakeFirst();
}

export async function instancesOf(db: Q, surveyId: string): Promise<SurveyInstrumentRow[]> {
  return db.selectFrom('survey_instruments').selectAll().where('survey_id', '=', surveyId).orderBy('created_at').orderBy('id').execute();
}

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

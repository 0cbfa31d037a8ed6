// Counts the sessions of surveys that have sessions but no analytics yet: data stored before the analytics
// tables existed (migration 0003). Runs after the migrations; a survey is counted once, in one transaction. A data
// step of the migrations, it is a writer: it stores each session's quality as judged now, then counts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { rebuild, rejudgeAll } from './recount';
import { qualityColumns, storedQuality } from './maintain';

export async function backfillAnalytics(db: Kysely<Database>): Promise<string[]> {
  const surveys = await db
    .selectFrom('surveys')
    .select('id')
    .where(({ exists, not, selectFrom }) =>
      exists(selectFrom('sessions').select('sessions.id').whereRef('sessions.survey_id', '=', 'surveys.id')).and(
        not(
          exists(
            selectFrom('analytics_state').select('analytics_state.survey_id').whereRef('analytics_state.survey_id', '=', 'surveys.id'),
          ),
        ),
      ),
    )
    .execute();
  for (const { id } of surveys)
    await db.transaction().execute(async (trx) => {
      for (const { after } of await rejudgeAll(trx, id))
        await trx
          .updateTable('sessions')
          .set(qualityColumns(storedQuality(after)))
          .where('id', '=', after.id)
          .execute();
      await rebuild(trx, id);
    });
  return surveys.map((s) => s.id);
}

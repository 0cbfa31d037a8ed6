// A multiple choice's "other" answer ({ "other": text } in its list) was counted as an option named "[object Object]"
// instead of as `other` (src/analytics/facts.ts): the analytics of surveys with such a question are recounted.
// Dropping their state makes the backfill after the migrations recount them (src/analytics/backfill.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from analytics_state where survey_id in (
    select survey_id from questions where type in ('multiple_choice', 'image_choice') and config like '%"allowOther":true%')`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the recount wrote what the counters should always have held.
}

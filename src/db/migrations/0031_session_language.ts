// The language a session was served in (docs/design/localization.md, "Respondents"). Sessions stored before were all
// served their survey's default language, which they take. The analytics count sessions by language from now on, so
// every survey with sessions is recounted: dropping its state makes the backfill after the migrations recount it
// (src/analytics/backfill.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  const surveys = await sql<{ id: string; localization: string | null }>`select id, localization from surveys`.execute(db);
  for (const s of surveys.rows) {
    const tag = (JSON.parse(s.localization ?? '{}') as { defaultLanguage?: unknown }).defaultLanguage;
    if (typeof tag === 'string' && tag !== 'en') await sql`update sessions set language = ${tag} where survey_id = ${s.id}`.execute(db);
  }
  await sql`delete from analytics_state where survey_id in (select distinct survey_id from sessions)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('language').execute();
}

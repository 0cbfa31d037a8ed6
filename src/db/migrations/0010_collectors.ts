// Collectors (docs/design/collectors.md): the ways into a survey with their rules. Every survey gets its default link collector here
// (surveys created later get theirs from the collectors reactor). Sessions gain `device_key`: the keyed hash of
// the hosted page's device cookie, which recognises a second response from one device. The analytics are recounted.
import { sql, type Kysely } from 'kysely';
import { v7 } from 'uuid';

/** The default link collector as this migration wrote it, frozen here (a migration imports no live code). */
const defaultCollectorRow = (surveyId: string, organizationId: string, at: string) => ({
  id: v7(),
  survey_id: surveyId,
  organization_id: organizationId,
  name: 'Web link',
  type: 'link',
  status: 'open',
  is_default: 1,
  closes_at: null,
  response_limit: null,
  allow_multiple_per_device: 1,
  password_hash: null,
  redirect_url: null,
  created_at: at,
  updated_at: at,
});

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collectors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('closes_at', 'text')
    .addColumn('response_limit', 'integer')
    .addColumn('allow_multiple_per_device', 'integer', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('redirect_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('collectors_survey').on('collectors').columns(['survey_id', 'id']).execute();
  await db.schema.alterTable('sessions').addColumn('device_key', 'text').execute();
  await db.schema.createIndex('sessions_collector_started').on('sessions').columns(['collector_id', 'started_at', 'id']).execute();
  // The default link collector of every existing survey, in batches (a survey count of any size).
  const q = db as Kysely<{ surveys: { id: string; organization_id: string; created_at: string }; collectors: Record<string, unknown> }>;
  for (let after = ''; ;) {
    const surveys = await q
      .selectFrom('surveys')
      .select(['id', 'organization_id', 'created_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!surveys.length) break;
    await q
      .insertInto('collectors')
      .values(surveys.map((s) => ({ ...defaultCollectorRow(s.id, s.organization_id, s.created_at) })))
      .execute();
    after = surveys[surveys.length - 1].id;
  }
  // The analytics counters gain the collector (the cross-tabulation's `collector` dimension): dropping the state
  // makes the backfill after the migrations recount every survey with sessions.
  await sql`delete from analytics_state`.execute(db);
}

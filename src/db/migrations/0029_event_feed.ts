// The event feed (docs/design/events.md): the outbox's events become every event of the organisation, whether or not a
// webhook takes it, each with its place in the feed. The table is renamed `events` (its deliveries keep pointing at it),
// and gains `position` (the order events were written), `tx` (on PostgreSQL the writing transaction, so the feed never
// shows an event before every event placed ahead of it has committed; 0 on SQLite, whose writers take turns) and the
// survey and response it concerns (the feed's filter, an erasure's reach).
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_events').renameTo('events').execute();
  await db.schema.alterTable('events').addColumn('position', 'bigint').execute();
  await db.schema
    .alterTable('events')
    .addColumn('tx', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('events').addColumn('survey_id', 'text').execute();
  await db.schema.alterTable('events').addColumn('response_id', 'text').execute();
  // The events kept so far, in the order they were written; their survey and response from what they carry.
  const rows = await sql<{ id: string; payload: string }>`select id, payload from events order by created_at, id`.execute(db);
  let position = 0;
  for (const row of rows.rows) {
    const data = (JSON.parse(row.payload) as { data?: { surveyId?: unknown; responseId?: unknown; response?: { id?: unknown } } }).data;
    const surveyId = typeof data?.surveyId === 'string' ? data.surveyId : null;
    const responseId =
      typeof data?.response?.id === 'string' ? data.response.id : typeof data?.responseId === 'string' ? data.responseId : null;
    await sql`update events set position = ${++position}, survey_id = ${surveyId}, response_id = ${responseId} where id = ${row.id}`.execute(
      db,
    );
  }
  if (isPostgres(db)) await sql.raw(`create sequence event_positions start with ${position + 1}`).execute(db);
  await db.schema.createIndex('events_feed').on('events').columns(['organization_id', 'tx', 'position']).execute();
  await db.schema.createIndex('events_position').on('events').column('position').unique().execute();
  await db.schema.createIndex('events_response').on('events').column('response_id').execute();
  await db.schema.createIndex('events_created').on('events').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_created').execute();
  await db.schema.dropIndex('events_response').execute();
  await db.schema.dropIndex('events_position').execute();
  await db.schema.dropIndex('events_feed').execute();
  if (isPostgres(db)) await sql`drop sequence event_positions`.execute(db);
  for (const column of ['response_id', 'survey_id', 'tx', 'position']) await db.schema.alterTable('events').dropColumn(column).execute();
  await db.schema.alterTable('events').renameTo('webhook_events').execute();
}

// The audit trail (docs/design/audit.md): one hash chain of entries per organisation, and its head (the last sequence
// and hash, the row a writer updates first, so writers of one organisation take turns and the chain has no fork). On
// PostgreSQL a trigger refuses to update or delete an entry, except a delete inside a transaction that said it is the
// retention (`set local fieldwork.audit_retention = 'on'`).
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_label', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text')
    .addColumn('survey_id', 'text')
    .addColumn('address', 'text')
    .addColumn('request_id', 'text')
    .addColumn('status', 'integer')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_events_chain', ['organization_id', 'seq'])
    .execute();
  // Two indexes besides the chain's key, each for a filter a reader uses (every index is a write on each append).
  await db.schema.createIndex('audit_events_survey').on('audit_events').columns(['organization_id', 'survey_id', 'seq']).execute();
  await db.schema.createIndex('audit_events_resource').on('audit_events').columns(['organization_id', 'resource_id']).execute();
  await db.schema
    .createTable('audit_heads')
    .addColumn('organization_id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and current_setting('fieldwork.audit_retention', true) = 'on' then
          return old;
        end if;
        raise exception 'audit_events is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    await sql`create trigger audit_events_append_only before update or delete on audit_events
      for each row execute function audit_events_append_only()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger audit_events_append_only on audit_events`.execute(db);
    await sql`drop function audit_events_append_only()`.execute(db);
  }
  await db.schema.dropTable('audit_heads').execute();
  await db.schema.dropTable('audit_events').execute();
}

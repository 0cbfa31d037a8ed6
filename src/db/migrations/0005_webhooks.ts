// Webhooks: subscriptions, the outbox of events, one delivery per (event, subscription) and every attempt.
// A subscription is leased by the process delivering to it (lease_owner, lease_until), so two processes never send
// its deliveries at once and a crashed process's lease simply runs out.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('survey_ids', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('secret_preview', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhooks_organization').on('webhooks').columns(['organization_id', 'status']).execute();
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempt_count', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A subscription's queue in event order; the due check walks it from the oldest pending delivery. (An index on
  // the due time as well tempts SQLite into sorting a whole backlog for every delivery: measured 10x slower.)
  await db.schema.createIndex('webhook_deliveries_webhook').on('webhook_deliveries').columns(['webhook_id', 'status', 'id']).execute();
  await db.schema.createIndex('webhook_deliveries_event').on('webhook_deliveries').columns(['event_id']).execute();
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_id', 'text', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').columns(['delivery_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('webhooks').execute();
}

// Quotas (docs/design/quotas.md): a survey's quotas, each with its counters, and the completions each holds a place
// for (so a place is freed exactly when the session that holds it stops counting).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quotas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull()) // JSON Condition
    .addColumn('quota_limit', 'integer', (c) => c.notNull())
    .addColumn('count_only', 'text', (c) => c.notNull()) // qualified | completed
    .addColumn('completed', 'integer', (c) => c.notNull()) // completions meeting the condition
    .addColumn('qualified', 'integer', (c) => c.notNull()) // of those, the qualified ones
    .addColumn('counted', 'integer', (c) => c.notNull()) // of those, the ones holding a place (never above the limit)
    .addColumn('status', 'text', (c) => c.notNull()) // open | full
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotas_by_survey').on('quotas').columns(['survey_id', 'id']).execute();
  await db.schema
    .createTable('quota_members')
    .addColumn('quota_id', 'text', (c) => c.notNull().references('quotas.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('qualified', 'integer', (c) => c.notNull()) // 0 | 1
    .addColumn('counted', 'integer', (c) => c.notNull()) // 0 | 1: holds one of the quota's places
    .addPrimaryKeyConstraint('quota_members_pk', ['quota_id', 'session_id'])
    .execute();
  await db.schema.createIndex('quota_members_by_session').on('quota_members').columns(['session_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quota_members').execute();
  await db.schema.dropTable('quotas').execute();
}

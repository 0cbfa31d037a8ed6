// Sessions (responses) with their answers, path and events as JSON in the row: one row per session keeps
// collection, import, listing and streaming exports to one table read in index order. Portable DDL only.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('external_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'double precision')
    .addColumn('questionnaire_version', 'integer', (c) => c.notNull())
    .addColumn('collector_id', 'text')
    .addColumn('contact_id', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('device_type', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('country', 'text')
    .addColumn('region', 'text')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('honeypot', 'text')
    .addColumn('captcha_score', 'double precision')
    .addColumn('user_agent', 'text')
    .addColumn('fingerprint', 'text')
    .addColumn('token_hash', 'text')
    .addColumn('next_question_id', 'text')
    .addColumn('variables', 'text', (c) => c.notNull())
    .addColumn('quality_flags', 'text', (c) => c.notNull())
    .addColumn('risk_score', 'integer')
    .addColumn('excluded', 'integer', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .execute();
  // Keyset walks: by start (all statuses or one) and by completion, id as the tiebreak.
  await db.schema.createIndex('sessions_survey_started').on('sessions').columns(['survey_id', 'started_at', 'id']).execute();
  await db.schema
    .createIndex('sessions_survey_status_started')
    .on('sessions')
    .columns(['survey_id', 'status', 'started_at', 'id'])
    .execute();
  await db.schema.createIndex('sessions_survey_completed').on('sessions').columns(['survey_id', 'completed_at', 'id']).execute();
  // NULLs are distinct on both databases, so only records that carry an external id are kept unique.
  await db.schema.createIndex('sessions_survey_external').unique().on('sessions').columns(['survey_id', 'external_id']).execute();
  // The abandonment sweep.
  await db.schema.createIndex('sessions_status_activity').on('sessions').columns(['status', 'last_activity_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}

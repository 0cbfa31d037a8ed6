// Organisations, API keys, surveys, questions, rate-limit counters and feature flags. Portable DDL only.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('feature_overrides', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_organization').on('api_keys').column('organization_id').execute();
  await db.schema
    .createTable('surveys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('messages', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('localization', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('questionnaire_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('status_changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('surveys_organization_id').on('surveys').columns(['organization_id', 'id']).execute();
  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('questions_survey_position').on('questions').columns(['survey_id', 'position']).execute();
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'window_start'])
    .execute();
  await db.schema
    .createTable('feature_flags')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feature_flags', 'rate_limit_counters', 'questions', 'surveys', 'api_keys', 'organizations']) {
    await db.schema.dropTable(table).execute();
  }
}

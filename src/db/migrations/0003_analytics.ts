// Analytics computed ahead: per-survey counters kept up to date by every session write, the flagged
// sessions of each quality flag in risk order, the open-text answers that duplicate detection looks up, and the
// per-survey state row that serialises counter changes. Portable DDL only (partial indexes exist on both).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_counters')
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_counters_pk', ['survey_id', 'grp', 'key'])
    .execute();
  // The most frequent terms of a text question: the top of one group by count.
  await db.schema.createIndex('analytics_counters_top').on('analytics_counters').columns(['survey_id', 'grp', 'n']).execute();

  await db.schema
    .createTable('analytics_state')
    .addColumn('survey_id', 'text', (c) => c.primaryKey().references('surveys.id').onDelete('cascade'))
    .addColumn('median_seconds', 'double precision')
    .addColumn('questionnaire_version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session_flags')
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('risk_score', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_flags_pk', ['survey_id', 'flag', 'session_id'])
    .execute();
  await db.schema
    .createIndex('session_flags_risk')
    .on('session_flags')
    .columns(['survey_id', 'flag', 'risk_score', 'session_id'])
    .execute();

  await db.schema
    .createTable('analytics_texts')
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_texts_pk', ['survey_id', 'hash', 'session_id'])
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('quality_evidence', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // A from-scratch recount walks a survey's sessions in id (arrival) order.
  await db.schema.createIndex('sessions_survey_id').on('sessions').columns(['survey_id', 'id']).execute();
  // Duplicate detection: an earlier session with the same contact or the same address+agent fingerprint.
  await db.schema.createIndex('sessions_survey_contact').on('sessions').columns(['survey_id', 'contact_id', 'id']).execute();
  await db.schema.createIndex('sessions_survey_fingerprint').on('sessions').columns(['survey_id', 'fingerprint', 'id']).execute();
  // Speeding: the completions whose duration lies in the band a moving median sweeps over.
  await db.schema
    .createIndex('sessions_survey_duration')
    .on('sessions')
    .columns(['survey_id', 'duration_seconds'])
    .where(sql.ref('end_reason'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_survey_duration').execute();
  await db.schema.dropIndex('sessions_survey_fingerprint').execute();
  await db.schema.dropIndex('sessions_survey_contact').execute();
  await db.schema.dropIndex('sessions_survey_id').execute();
  await db.schema.alterTable('sessions').dropColumn('quality_evidence').execute();
  for (const t of ['analytics_texts', 'session_flags', 'analytics_state', 'analytics_counters']) await db.schema.dropTable(t).execute();
}

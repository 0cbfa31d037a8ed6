// Cognitive debriefing runs (docs/design/debriefs.md) and their participants' sessions.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('debriefs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('question_ids', 'text', (c) => c.notNull())
    .addColumn('probes', 'text', (c) => c.notNull())
    .addColumn('participant_target', 'integer', (c) => c.notNull())
    .addColumn('anonymity_floor', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('closed_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('debriefs_survey').on('debriefs').columns(['survey_id', 'id']).execute();
  await db.schema
    .createTable('debrief_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('debrief_id', 'text', (c) => c.notNull().references('debriefs.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('debrief_sessions_debrief').on('debrief_sessions').columns(['debrief_id', 'status']).execute();
}

// Standardised instruments and adaptive probes (docs/design/instruments.md): a survey's instances of catalogue instruments, the questions
// an instance inserted (locked while it lasts), and each question's probes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey_instruments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('instrument_id', 'text', (c) => c.notNull())
    .addColumn('question_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_instruments_survey').on('survey_instruments').columns(['survey_id', 'id']).execute();
  await db.schema.alterTable('questions').addColumn('instrument_instance_id', 'text').execute();
  await db.schema
    .alterTable('questions')
    .addColumn('probes', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}

// Claim checks: every claim submitted for a sample assessment is kept with who sent it, when, and the
// assessment it got. They go with their survey.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claim_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('api_key_id', 'text', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('approved', 'integer', (c) => c.notNull())
    .addColumn('assessment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_checks_survey').on('claim_checks').columns(['survey_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('claim_checks').execute();
}

// Calculated variables (docs/design/variables.md): their definitions, and the state of the recompute of a survey's completed sessions
// after its variables change. The values themselves live in `sessions.variables` (a JSON object since 0002).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('variables')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('variables_survey_name', ['survey_id', 'name'])
    .execute();
  await db.schema
    .createTable('variable_recomputes')
    .addColumn('survey_id', 'text', (c) => c.primaryKey().references('surveys.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('after_started_at', 'text')
    .addColumn('after_id', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('variable_recomputes_state').on('variable_recomputes').columns(['state', 'updated_at']).execute();
}

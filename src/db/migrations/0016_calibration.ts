// Calibration (docs/design/calibration.md): a survey's priors and objective, its wording arms, and the arm each session was assigned.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calibration_settings')
    .addColumn('survey_id', 'text', (c) => c.primaryKey().references('surveys.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('priors', 'text', (c) => c.notNull())
    .addColumn('objective', 'text', (c) => c.notNull())
    .addColumn('converged_arm_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('calibration_arms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('overrides', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calibration_arms_survey').on('calibration_arms').columns(['survey_id', 'status']).execute();
  await db.schema.alterTable('sessions').addColumn('arm_id', 'text').execute();
}

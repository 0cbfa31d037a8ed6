// Themes (docs/design/theme.md): a survey's own and its organisation's default, one row each, apart from the survey
// and organisation rows; the logo's data apart again (up to 200 KB, read only when the logo itself is asked for).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('themes')
    .addColumn('owner_id', 'text', (c) => c.primaryKey()) // a survey's id, or an organisation's for its default
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('survey_id', 'text', (c) => c.references('surveys.id').onDelete('cascade')) // null for the default
    .addColumn('theme', 'text', (c) => c.notNull()) // JSON Theme, the logo's data left out
    .addColumn('logo', 'text') // the logo's data (base64), or null
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('themes').execute();
}

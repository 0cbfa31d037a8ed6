// Corrections of a response's answers (docs/design/responses.md, "Correcting"): when the record was last corrected,
// and one row per correction with the values it replaced.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('edited_at', 'text').execute();
  await db.schema
    .createTable('response_corrections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('key_id', 'text', (c) => c.notNull()) // the API key that made it
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull()) // JSON [{ questionId, value }] (value null: it was not answered)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('response_corrections_by_session').on('response_corrections').columns(['session_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('response_corrections').execute();
  await db.schema.alterTable('sessions').dropColumn('edited_at').execute();
}

// Erasure requests (docs/design/erasure.md): the receipt of each, kept as proof; the subject only as a keyed hash.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('erasure_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('subject_kind', 'text', (c) => c.notNull()) // email | contactId | externalId
    .addColumn('subject_hash', 'text', (c) => c.notNull())
    .addColumn('responses_erased', 'integer', (c) => c.notNull())
    .addColumn('contacts_erased', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('erasure_requests').execute();
}

// Contacts (docs/design/contacts.md): personal data sealed at rest (address, names, attributes), found by keyed hashes of the normalised
// address; lists and their members; suppressed addresses. Erasure deletes the contact row: its sealed data goes with it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('email_sealed', 'text', (c) => c.notNull())
    .addColumn('first_name_sealed', 'text')
    .addColumn('last_name_sealed', 'text')
    .addColumn('attributes_sealed', 'text', (c) => c.notNull())
    .addColumn('language', 'text')
    .addColumn('external_id', 'text')
    .addColumn('unsubscribed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contacts_email').on('contacts').columns(['organization_id', 'email_hash']).unique().execute();
  await db.schema.createIndex('contacts_external').on('contacts').columns(['organization_id', 'external_id']).execute();
  await db.schema
    .createTable('contact_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_lists_name').on('contact_lists').columns(['organization_id', 'name_key']).unique().execute();
  await db.schema
    .createTable('contact_list_members')
    .addColumn('list_id', 'text', (c) => c.notNull().references('contact_lists.id').onDelete('cascade'))
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('contact_list_members_pk', ['list_id', 'contact_id'])
    .execute();
  await db.schema.createIndex('contact_list_members_contact').on('contact_list_members').columns(['contact_id']).execute();
  await db.schema
    .createTable('suppressions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('email_sealed', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('suppressions_email').on('suppressions').columns(['organization_id', 'email_hash']).unique().execute();
}

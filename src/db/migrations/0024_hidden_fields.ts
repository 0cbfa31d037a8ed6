// Hidden fields (docs/design/hidden-fields.md): a survey declares them (a JSON array of { name, label, personal }); a
// session keeps the values it arrived with, the ordinary ones as a JSON object and the personal ones sealed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('surveys')
    .addColumn('hidden_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('hidden', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('hidden_sealed', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('hidden_sealed').execute();
  await db.schema.alterTable('sessions').dropColumn('hidden').execute();
  await db.schema.alterTable('surveys').dropColumn('hidden_fields').execute();
}

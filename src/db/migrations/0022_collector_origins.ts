// The web origins a collector lets call the respondent API from a browser (docs/design/collectors.md): a JSON array of
// serialized origins (`https://shop.example.com`), empty for none, so existing collectors allow no other site.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('collectors')
    .addColumn('allowed_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collectors').dropColumn('allowed_origins').execute();
}

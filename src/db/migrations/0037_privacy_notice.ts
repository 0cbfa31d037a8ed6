// A survey's privacy notice, linked from the hosted page's welcome beside who is asking (docs/design/collectors.md).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('surveys').addColumn('privacy_notice_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('surveys').dropColumn('privacy_notice_url').execute();
}

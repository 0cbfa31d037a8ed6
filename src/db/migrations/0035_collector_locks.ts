// A link locked by wrong passwords says so, and its owner can lift the lock (docs/design/collectors.md, "Passwords").
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collectors').addColumn('password_locked_until', 'text').execute();
  await db.schema
    .alterTable('collectors')
    .addColumn('password_epoch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collectors').dropColumn('password_epoch').execute();
  await db.schema.alterTable('collectors').dropColumn('password_locked_until').execute();
}

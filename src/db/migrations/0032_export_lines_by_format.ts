// Export lines in every format (docs/architecture.md, "Kept export lines"): a session keeps one line per export format
// (CSV, JSON, XLSX, SPSS), so each format's next export reads narrow kept lines. The table is a cache, so it is made
// again rather than copied: the lines kept before are written again by the next export or the keeper. The trigger of
// migration 0018 forgets a session's lines by session id, which the new key begins with, and keeps working.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('export_lines').execute();
  await db.schema
    .createTable('export_lines')
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('export_key', 'text', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('widths', 'text')
    .addPrimaryKeyConstraint('export_lines_pkey', ['session_id', 'format'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('export_lines').execute();
  await db.schema
    .createTable('export_lines')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('export_key', 'text', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .execute();
}

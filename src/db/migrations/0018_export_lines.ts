// Export lines: each session's CSV line kept ready for the next export, forgotten by a trigger whenever
// the session row changes. The trigger is the one place the two databases need their own SQL: SQLite's body is a
// statement list, PostgreSQL's a function.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('export_lines')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('export_key', 'text', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE FUNCTION forget_export_line() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM export_lines WHERE session_id = OLD.id; RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER sessions_forget_export_line AFTER UPDATE ON sessions
      FOR EACH ROW EXECUTE FUNCTION forget_export_line()`.execute(db);
  } else {
    await sql`CREATE TRIGGER sessions_forget_export_line AFTER UPDATE ON sessions
      FOR EACH ROW BEGIN DELETE FROM export_lines WHERE session_id = OLD.id; END`.execute(db);
  }
}

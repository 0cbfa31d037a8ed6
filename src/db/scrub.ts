// After an erasure (docs/design/erasure.md, "No trace"), what the deleted rows held must leave the files as well as the
// tables, in the one place that knows each dialect. SQLite overwrites deleted content with zeros (secure_delete, set
// by src/db/connect.ts), but the write-ahead log still holds earlier images of the pages: a truncating checkpoint
// copies the log into the database file and empties it. PostgreSQL keeps deleted rows as dead tuples until VACUUM
// reclaims them (autovacuum, or an operator's VACUUM); nothing a request can do inside the service's transactions.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { isPostgres } from './locks';

/** Attempts of a truncating checkpoint that found a reader in the log (each waits the busy timeout at most), and the
 * pause before the next, doubling: a reader (a background job, an export) usually ends within a few of them. */
const ATTEMPTS = 5;
const FIRST_PAUSE_MS = 25;

/**
 * Empties SQLite's write-ahead log into the scrubbed database file. Another process reading the log can hold it
 * past the attempts; its frames are then overwritten as the log is reused after later checkpoints.
 */
export async function scrubFreedSpace(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) return;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    if (rows[0]?.busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, FIRST_PAUSE_MS * 2 ** attempt));
  }
}

// The narrow locks of the session write path (docs/architecture.md, "The write path"), in the one place that knows
// each dialect. PostgreSQL runs transactions side by side, so writers that must not interleave take a lock named by
// what they share (a survey's analytics, a device, a text): transaction-scoped advisory locks, released at commit or
// rollback.
// SQLite runs one write transaction at a time, so every lock here is already held: they cost nothing there.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { Reader } from './reader';

type Q = Kysely<Database>;

export const isPostgres = (db: Reader): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The keys each transaction holds already (taking one again would cost a round trip for nothing). */
const held = new WeakMap<Reader, Set<string>>();

/**
 * Takes an exclusive lock on each key until the transaction ends, in key order (so two writers naming the same keys
 * cannot deadlock on them). One round trip, whatever the number of keys.
 */
export async function lockKeys(db: Reader, keys: readonly string[]): Promise<void> {
  if (keys.length === 0 || !isPostgres(db)) return;
  let mine = held.get(db);
  if (!mine) held.set(db, (mine = new Set()));
  const sorted = [...new Set(keys)].filter((k) => !mine.has(k)).sort();
  if (sorted.length === 0) return;
  for (const k of sorted) mine.add(k);
  await sql`select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select unnest(${sorted}::text[]) as k order by k) as keys`.execute(
    db,
  );
}

/** PostgreSQL's codes for a transaction it rolled back to break a deadlock or a serialization conflict. */
const RETRYABLE = new Set(['40P01', '40001']);
/** Attempts of a transaction PostgreSQL rolled back for one of those (each starts afresh; the last error is thrown). */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs `work` in a session write's transaction. On PostgreSQL, again (from the start) when the database rolled it back
 * to break a deadlock: two session writes can meet in opposite order on rare paths (a text both sessions hold), and
 * the one chosen loses nothing. On SQLite the transaction begins IMMEDIATE: it takes the database's write lock at
 * once, waiting up to the busy timeout for another process's, where a deferred one would read the session first and
 * fail at its first write if another process wrote in between (SQLite does not wait there).
 */
export async function transaction<T>(db: Q, work: (trx: Q) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return immediate(db, work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (attempt >= TRANSACTION_ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw e;
    }
  }
}

/** A transaction begun IMMEDIATE on SQLite's one connection (Kysely's own begins a deferred one). */
function immediate<T>(db: Q, work: (trx: Q) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (e) {
      await sql`rollback`.execute(conn);
      throw e;
    }
  });
}

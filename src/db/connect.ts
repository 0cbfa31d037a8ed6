// Opens the database named by DATABASE_URL: `sqlite:<file>` (the embedded default) or `postgres://...`.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema';
import { SQLITE_CHECKPOINT, startCheckpointer } from './checkpointer';

export type Dialect = 'sqlite' | 'postgres';
/** An open database; src/database.ts adds the change journal its writers publish on. */
export interface Connection {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/** How long an SQLite writer waits for another process's lock before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** Connections per process on PostgreSQL. */
const PG_POOL_SIZE = 10;
/** Distinct SQL texts whose prepared statements are kept per SQLite connection. */
const SQLITE_STATEMENT_CACHE_SIZE = 500;

// COUNT(*) and BIGINT arrive as strings from pg: parse them as numbers (our counts stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function openConnection(url: string): Connection {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: PG_POOL_SIZE });
    // An idle connection the server drops (restart, failover, shutdown) is reported here; without a listener the
    // 'error' event would end the process. The pool discards that client and opens a new one on the next query.
    pool.on('error', () => {});
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // Deleted content is overwritten with zeros, freed pages included, so an erased person's data is not left in the
  // file's free space (docs/design/erasure.md; src/db/scrub.ts empties the write-ahead log after an erasure).
  database.pragma('secure_delete = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const checkpointer = file === ':memory:' ? null : startCheckpointer(file);
  if (checkpointer) database.pragma(`wal_autocheckpoint = ${SQLITE_CHECKPOINT.fallbackPages}`);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  const close = async () => {
    await checkpointer?.stop(); // first: the last connection to close checkpoints the log and removes it
    await kysely.destroy();
  };
  return { kysely, dialect: 'sqlite', close };
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small query. better-sqlite3 statements
 * are reusable (and Kysely runs one query at a time on its single SQLite connection), so keep them by SQL text.
 */
function withStatementCache(database: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let statement = cache.get(source);
    if (!statement) {
      if (cache.size >= SQLITE_STATEMENT_CACHE_SIZE) cache.clear();
      statement = database.prepare(source);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(database, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

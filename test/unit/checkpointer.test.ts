// The embedded database's log is checkpointed by a background connection, off the serving thread: the data reaches
// the database file without the serving connection checkpointing (its own mark is far above what this test writes),
// and closing stops the worker first, so the last connection removes the log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../../src/database';
import { SQLITE_CHECKPOINT } from '../../src/db/checkpointer';

const PAGE = 4096;
const ROWS = 200; // ~1.6 MB: far under the serving connection's own checkpoint mark
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('copies committed pages into the database file in the background and removes the log on close', async () => {
  expect(ROWS * 2 < SQLITE_CHECKPOINT.fallbackPages).toBe(true);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-checkpoint-'));
  const file = path.join(dir, 'test.db');
  const db = openDb(`sqlite:${file}`);
  try {
    await sql`create table blobs (id integer primary key, body text not null)`.execute(db.kysely);
    const before = fs.statSync(file).size;
    const body = 'x'.repeat(2 * PAGE);
    await db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < ROWS; i++) await sql`insert into blobs (body) values (${body})`.execute(trx);
    });
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(ROWS * 2 * PAGE);
    const until = Date.now() + 50 * SQLITE_CHECKPOINT.intervalMs;
    while (fs.statSync(file).size < before + ROWS * 2 * PAGE && Date.now() < until) await sleep(SQLITE_CHECKPOINT.intervalMs);
    expect(fs.statSync(file).size).toBeGreaterThanOrEqual(before + ROWS * 2 * PAGE);
  } finally {
    await db.close();
  }
  expect(fs.existsSync(`${file}-wal`)).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

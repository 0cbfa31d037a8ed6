// Periodic jobs (docs/design/repeated-requests.md) with several processes on one database: a lease on the job's name lets exactly one process run
// it per interval, and any process takes it over in the next interval (so a dead holder stops nothing for long).
import type { Db } from '../../src/database';
import { migrateToLatest, openServiceDb } from '../../src/compose';
import { runOnce, type PeriodicJob } from '../../src/jobs';
import { freshDatabase } from '../helpers/service';

let database: { url: string; drop: () => Promise<void> };
let processes: Db[];

beforeAll(async () => {
  database = await freshDatabase();
  processes = [openServiceDb(database.url), openServiceDb(database.url), openServiceDb(database.url)];
  await migrateToLatest(processes[0]);
});
afterAll(async () => {
  for (const db of processes) await db.close();
  await database.drop();
});

it('runs once per interval however many processes tick at the same moment, and moves on at the next interval', async () => {
  let runs = 0;
  const job: PeriodicJob<number> = { name: 'count', seconds: 60, run: async () => ++runs };
  const now = Date.parse('2026-11-23T10:00:00.000Z');
  const ticks: boolean[] = await Promise.all(
    processes.flatMap((db, i) => [runOnce({ db }, job, `p${i}`, now), runOnce({ db }, job, `p${i}b`, now)]),
  );
  expect(ticks.filter(Boolean)).toHaveLength(1);
  expect(runs).toBe(1);
  // Later in the same interval: nobody runs it again.
  expect(await runOnce({ db: processes[1] }, job, 'p1', now + 30_000)).toBe(false);
  // The next interval: whichever process ticks first runs it (the first holder may be gone).
  const next = await Promise.all(processes.map((db, i) => runOnce({ db }, job, `p${i}`, now + 60_000)));
  expect(next.filter(Boolean)).toHaveLength(1);
  expect(runs).toBe(2);
  // Another job's lease is its own.
  expect(await runOnce({ db: processes[2] }, { ...job, name: 'other' }, 'p2', now + 30_000)).toBe(true);
});

// Periodic background jobs (docs/design/repeated-requests.md): each process ticks every interval, and a lease on the job's name lets exactly one
// process run it per interval (src/db/job-leases.ts). A process does not start a run while its last is still going.
import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from './database';
import type { Logger } from './log';
import { takeJobLease } from './db/job-leases';

/** This process, as the owner of the job leases it takes. */
export const PROCESS_ID = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
/** A lease ends this much before the next interval's tick, so that tick can take it wherever it happens. */
const SLACK_MS = 500;

export interface PeriodicJob<T> {
  name: string;
  seconds: number;
  run(): Promise<T>;
  done?(result: T): void;
}

/** Runs the job now if this process takes its lease for this interval; answers whether it ran. */
export async function runOnce<T>(services: { db: Db }, job: PeriodicJob<T>, owner = PROCESS_ID, now = Date.now()): Promise<boolean> {
  const until = new Date(now + Math.max(0, job.seconds * 1000 - SLACK_MS)).toISOString();
  if (!(await takeJobLease(services.db.kysely, job.name, owner, new Date(now).toISOString(), until))) return false;
  const result = await job.run(); // not inside `done?.(...)`: without `done` the run would be skipped
  job.done?.(result);
  return true;
}

/** Starts ticking (0 seconds: never); returns a function that stops it. */
export function startPeriodicJob<T>(services: { db: Db; log: Logger }, job: PeriodicJob<T>): () => void {
  if (!(job.seconds > 0)) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOnce(services, job)
      .catch((err: unknown) => services.log.error({ err, job: job.name }, 'periodic job failed'))
      .finally(() => (running = false));
  }, job.seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

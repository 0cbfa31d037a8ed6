// The retention sweep (docs/design/repeated-requests.md): deletes what has been kept long enough, in batches of RETENTION.batch rows per statement
// so no statement holds a long lock. Every step is safe to run in several processes at once (deleting what another
// process already deleted changes nothing).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Db } from '../database';
import type { Logger } from '../log';
import type { Config } from '../config';
import { sweepKeys } from '../db/idempotency';
import { sweepAudit } from '../audit/retention';
import { RETENTION } from './thresholds';
import { startPeriodicJob } from '../jobs';

/** What this part of the service uses of the running services (src/services.ts hands them over). */
type Uses = { db: Db; log: Logger; config: Pick<Config, 'retention' | 'retentionSweepMinutes'> };

type Q = Kysely<Database>;

export interface RetentionPeriods {
  webhookDays: number;
  eventDays: number;
  idempotencyHours: number;
  emailBodyDays: number;
  auditDays: number;
}

const ago = (now: number, ms: number): string => new Date(now - ms).toISOString();
const DAY = 24 * 3600_000;

/** Repeats `step` (which handles at most one batch and says how many rows) until a batch comes back short. */
async function batches(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let n = await step(); ; n = await step()) {
    total += n;
    if (n < RETENTION.batch) return total;
  }
}

/** The ids of the next batch (at most RETENTION.batch) a query finds. */
async function batchOf(query: { limit(n: number): { execute(): Promise<{ id: string }[]> } }): Promise<string[]> {
  return (await query.limit(RETENTION.batch).execute()).map((r) => r.id);
}

async function oldDeliveries(db: Q, cutoff: string): Promise<number> {
  const ids = await batchOf(
    db.selectFrom('webhook_deliveries').select('id').where('status', '!=', 'pending').where('updated_at', '<', cutoff),
  );
  if (!ids.length) return 0;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_attempts').where('delivery_id', 'in', ids).execute();
    await trx.deleteFrom('webhook_deliveries').where('id', 'in', ids).execute();
  });
  return ids.length;
}

/** Events older than the feed keeps that no delivery names any more. */
async function oldEvents(db: Q, cutoff: string): Promise<number> {
  const ids = await batchOf(
    db
      .selectFrom('events')
      .select('id')
      .where('created_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('webhook_deliveries').select('webhook_deliveries.id').whereRef('webhook_deliveries.event_id', '=', 'events.id'),
          ),
        ),
      ),
  );
  if (ids.length) await db.deleteFrom('events').where('id', 'in', ids).execute();
  return ids.length;
}

async function emailBodies(db: Q, cutoff: string): Promise<number> {
  const ids = await batchOf(db.selectFrom('email_sends').select('id').where('finished_at', '<', cutoff).where('body', '!=', ''));
  if (ids.length) await db.updateTable('email_sends').set({ body: '' }).where('id', 'in', ids).execute();
  return ids.length;
}

async function endedWindows(db: Q, beforeSeconds: number): Promise<number> {
  const rows = await db
    .selectFrom('rate_limit_counters')
    .select(['bucket', 'window_start'])
    .where('window_start', '<', beforeSeconds)
    .limit(RETENTION.batch)
    .execute();
  for (const r of rows) {
    await db.deleteFrom('rate_limit_counters').where('bucket', '=', r.bucket).where('window_start', '=', r.window_start).execute();
  }
  return rows.length;
}

/** One sweep: what each step removed. */
export async function sweepRetention(db: Q, periods: RetentionPeriods, now = Date.now()): Promise<Record<string, number>> {
  const webhookCutoff = ago(now, periods.webhookDays * DAY);
  return {
    idempotencyKeys: await batches(() => sweepKeys(db, ago(now, periods.idempotencyHours * 3600_000), RETENTION.batch)),
    webhookDeliveries: await batches(() => oldDeliveries(db, webhookCutoff)),
    events: await batches(() => oldEvents(db, ago(now, periods.eventDays * DAY))),
    emailBodies: await batches(() => emailBodies(db, ago(now, periods.emailBodyDays * DAY))),
    rateLimitWindows: await batches(() => endedWindows(db, Math.floor((now - RETENTION.counterWindowHours * 3600_000) / 1000))),
    auditEvents: await sweepAudit(db, ago(now, periods.auditDays * DAY)),
  };
}

/** The periodic sweep, once per interval across every process (a job lease); returns a function that stops it. */
export const startRetentionSweep = (services: Uses): (() => void) =>
  startPeriodicJob(services, {
    name: 'retention-sweep',
    seconds: services.config.retentionSweepMinutes * 60,
    run: () => sweepRetention(services.db.kysely, services.config.retention),
    done: (removed) => services.log.info({ removed }, 'retention sweep'),
  });

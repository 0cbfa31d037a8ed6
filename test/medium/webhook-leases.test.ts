// Medium test: the webhook dispatcher's lease repository on a real database of each dialect. Two processes contend
// for one subscription's queue; only the lease's owner renews or gives it back, and a run-out lease can be taken over.
import type { Db } from '../../src/database';
import { createOrganization } from '../../src/auth/organizations';
import { emit } from '../../src/webhooks/outbox';
import * as leases from '../../src/webhooks/leases';
import { useMigratedDb } from '../helpers/service';
import { insertWebhookRow } from '../helpers/rows';

let db: Db;
const T = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

async function subscription(): Promise<{ id: string; deliveries: string[] }> {
  const org = await createOrganization(db, 'Leases', 'business');
  const id = await insertWebhookRow(db, org.id, T(0));
  const events = [1, 2].map((n) => ({ type: 'survey.created' as const, surveyId: null, data: () => ({ n }) }));
  const deliveries = await db.kysely.transaction().execute((trx) => emit(trx, org.id, events));
  await db.kysely
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: T(0) })
    .where('webhook_id', '=', id)
    .execute();
  return { id, deliveries };
}

useMigratedDb((opened) => (db = opened));

it('lets one process at a time hold a queue, and another take it over once the lease ran out', async () => {
  const { id } = await subscription();
  expect(await leases.dueSubscriptions(db.kysely, T(1), [], 100)).toContain(id);
  expect(await leases.takeLease(db.kysely, id, 'a', T(1), T(2))).toBe(true);
  expect(await leases.takeLease(db.kysely, id, 'b', T(1), T(2))).toBe(false);
  expect(await leases.dueSubscriptions(db.kysely, T(1), [], 100)).not.toContain(id);
  expect(await leases.leasedSubscription(db.kysely, id, 'a')).toMatchObject({ id, lease_owner: 'a' });
  expect(await leases.leasedSubscription(db.kysely, id, 'b')).toBeUndefined();
  // a dies; its lease runs out at T(2) and b takes over.
  expect(await leases.takeLease(db.kysely, id, 'b', T(3), T(4))).toBe(true);
  await leases.renewLease(db.kysely, id, 'a', T(9)); // a late renewal by the old owner changes nothing
  await leases.releaseLease(db.kysely, id, 'a');
  expect(await leases.leasedSubscription(db.kysely, id, 'b')).toMatchObject({ lease_owner: 'b', lease_until: T(4) });
  await leases.releaseLease(db.kysely, id, 'b');
  expect(await leases.takeLease(db.kysely, id, 'a', T(3), T(4))).toBe(true);
});

it('sends a queue in event order and records each attempt; a 410 disables the subscription and fails what was queued', async () => {
  const { id, deliveries } = await subscription();
  const first = await leases.nextDue(db.kysely, id, T(1));
  expect(first?.id).toBe(deliveries[0]);
  expect(JSON.parse(first!.payload)).toMatchObject({ type: 'survey.created', data: { n: 1 } });
  const stored = await db.kysely.transaction().execute((trx) =>
    leases.recordAttempt(trx, {
      deliveryId: first!.id,
      status: 'delivered',
      attempts: 1,
      nextAttemptAt: null,
      statusCode: 204,
      lastError: null,
      error: null,
      attemptedAt: T(1),
      durationMs: 12,
      now: T(1),
    }),
  );
  expect(stored).toBe(true);
  expect((await leases.nextDue(db.kysely, id, T(1)))?.id).toBe(deliveries[1]);
  await db.kysely.transaction().execute((trx) => leases.disableGone(trx, id, T(2)));
  expect(await leases.nextDue(db.kysely, id, T(3))).toBeUndefined();
  const rows = await db.kysely
    .selectFrom('webhook_deliveries')
    .select(['id', 'status'])
    .where('webhook_id', '=', id)
    .orderBy('id')
    .execute();
  expect(rows.map((r) => r.status)).toEqual(['delivered', 'failed']);
  expect(await leases.takeLease(db.kysely, id, 'a', T(3), T(4))).toBe(false); // disabled: nobody serves it
});

it('records nothing for a delivery whose subscription was deleted meanwhile', async () => {
  const stored = await db.kysely.transaction().execute((trx) =>
    leases.recordAttempt(trx, {
      deliveryId: crypto.randomUUID(),
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      statusCode: 500,
      lastError: 'HTTP 500',
      error: null,
      attemptedAt: T(1),
      durationMs: 5,
      now: T(1),
    }),
  );
  expect(stored).toBe(false);
});

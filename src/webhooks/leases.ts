// The dispatcher's queries (docs/design/webhooks.md): which subscriptions have due deliveries, the per-subscription lease a process
// holds while it sends (taken only when free or run out, renewed and given back only by its owner), the next due
// delivery of a queue, and an attempt's outcome. Plain functions over `db | trx`; portable SQL only.
import { sql, type Kysely } from 'kysely';
import type { Database, WebhookRow } from '../db/schema';
import type { DeliveryStatus } from './table';
import { newId } from '../ids';

type Q = Kysely<Database>;

/** A pending delivery with the payload its event sends. */
export interface Due {
  id: string;
  event_id: string;
  attempt_count: number;
  payload: string;
}

/** Active subscriptions with a delivery due by `now` whose lease is free, in random order (they take turns). */
export async function dueSubscriptions(db: Q, now: string, exclude: readonly string[], limit: number): Promise<string[]> {
  let q = db
    .selectFrom('webhooks')
    .select('id')
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('webhook_deliveries')
          .select('webhook_deliveries.id')
          .whereRef('webhook_deliveries.webhook_id', '=', 'webhooks.id')
          .where('webhook_deliveries.status', '=', 'pending')
          .where('webhook_deliveries.next_attempt_at', '<=', now),
      ),
    );
  if (exclude.length) q = q.where('id', 'not in', exclude);
  const rows = await q
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Takes the subscription's lease for `owner` until `until` when it is free or has run out by `now`; says whether it did. */
export async function takeLease(db: Q, webhookId: string, owner: string, now: string, until: string): Promise<boolean> {
  const taken = await db
    .updateTable('webhooks')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', webhookId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Extends the lease `owner` holds; a lease another process took over is left alone. */
export async function renewLease(db: Q, webhookId: string, owner: string, until: string): Promise<void> {
  await db.updateTable('webhooks').set({ lease_until: until }).where('id', '=', webhookId).where('lease_owner', '=', owner).execute();
}

/** Gives the lease `owner` holds back. */
export async function releaseLease(db: Q, webhookId: string, owner: string): Promise<void> {
  await db
    .updateTable('webhooks')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', webhookId)
    .where('lease_owner', '=', owner)
    .execute();
}

/** The subscription, when `owner` still holds its lease and it is active (else the lane stops). */
export async function leasedSubscription(db: Q, webhookId: string, owner: string): Promise<WebhookRow | undefined> {
  const hook = await db.selectFrom('webhooks').selectAll().where('id', '=', webhookId).executeTakeFirst();
  return hook && hook.status === 'active' && hook.lease_owner === owner ? hook : undefined;
}

/** The queue's oldest pending delivery due by `now` (a queue is sent in event order). */
export async function nextDue(db: Q, webhookId: string, now: string): Promise<Due | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('events', 'events.id', 'webhook_deliveries.event_id')
    .select(['webhook_deliveries.id', 'webhook_deliveries.event_id', 'webhook_deliveries.attempt_count', 'events.payload'])
    .where('webhook_deliveries.webhook_id', '=', webhookId)
    .where('webhook_deliveries.status', '=', 'pending')
    .where('webhook_deliveries.next_attempt_at', '<=', now)
    .orderBy('webhook_deliveries.id')
    .limit(1)
    .executeTakeFirst();
}

export interface AttemptRecord {
  deliveryId: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  statusCode: number | null;
  /** The error as the delivery shows it (null once delivered). */
  lastError: string | null;
  /** The attempt's own error text. */
  error: string | null;
  attemptedAt: string;
  durationMs: number;
  now: string;
}

/** Stores an attempt and the delivery's new state; false when the delivery is gone (its subscription was deleted). */
export async function recordAttempt(trx: Q, a: AttemptRecord): Promise<boolean> {
  const updated = await trx
    .updateTable('webhook_deliveries')
    .set({
      status: a.status,
      attempt_count: a.attempts,
      next_attempt_at: a.nextAttemptAt,
      last_status_code: a.statusCode,
      last_error: a.lastError,
      updated_at: a.now,
    })
    .where('id', '=', a.deliveryId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await trx
    .insertInto('webhook_attempts')
    .values({
      id: newId(),
      delivery_id: a.deliveryId,
      attempted_at: a.attemptedAt,
      status_code: a.statusCode,
      error: a.error,
      duration_ms: a.durationMs,
    })
    .execute();
  return true;
}

/** Disables a subscription whose receiver answered 410 Gone, and fails what was still queued for it. */
export async function disableGone(trx: Q, webhookId: string, now: string): Promise<void> {
  const reason = `the receiver answered 410 Gone on ${now}`;
  await trx
    .updateTable('webhooks')
    .set({ status: 'disabled', disabled_reason: reason, updated_at: now })
    .where('id', '=', webhookId)
    .execute();
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, last_error: 'subscription disabled (410 Gone)', updated_at: now })
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .execute();
}

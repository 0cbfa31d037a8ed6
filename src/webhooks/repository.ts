// Webhook queries. Every read of a subscription is scoped to an organisation: another organisation's do not exist.
import type { Kysely } from 'kysely';
import type { Database, WebhookAttemptRow, WebhookDeliveryRow, WebhookRow } from '../db/schema';
import type { DeliveryStatus } from './table';
import { newId } from '../ids';
import { inChunks, ownedQueries } from '../db/rows';

type Q = Kysely<Database>;

export const { find: findWebhook, count: countWebhooks } = ownedQueries('webhooks', 'organization_id');

export async function listWebhookRows(db: Q, organizationId: string): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

/** Deletes a subscription and everything queued for it; events no other subscription needs go too. */
export async function deleteWebhookRows(db: Q, id: string): Promise<void> {
  const events = await db.selectFrom('webhook_deliveries').select('event_id').distinct().where('webhook_id', '=', id).execute();
  await db
    .deleteFrom('webhook_attempts')
    .where('delivery_id', 'in', db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', id))
    .execute();
  await db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
  await db.deleteFrom('webhooks').where('id', '=', id).execute();
  const ids = events.map((e) => e.event_id);
  await inChunks(ids, async (chunk) => {
    await db
      .deleteFrom('events')
      .where('id', 'in', chunk)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('webhook_deliveries').select('id').whereRef('webhook_deliveries.event_id', '=', 'events.id'))),
      )
      .execute();
  });
}

export type DeliveryRow = WebhookDeliveryRow & { event_type: string };

/** A subscription's deliveries, newest first, after `beforeId` (cursor mode) or from `offset` (page mode). */
export async function listDeliveryRows(
  db: Q,
  webhookId: string,
  filter: { status?: DeliveryStatus },
  page: { beforeId: string | null; offset: number; limit: number },
): Promise<DeliveryRow[]> {
  let q = db
    .selectFrom('webhook_deliveries')
    .innerJoin('events', 'events.id', 'webhook_deliveries.event_id')
    .selectAll('webhook_deliveries')
    .select('events.type as event_type')
    .where('webhook_deliveries.webhook_id', '=', webhookId);
  if (filter.status) q = q.where('webhook_deliveries.status', '=', filter.status);
  if (page.beforeId) q = q.where('webhook_deliveries.id', '<', page.beforeId);
  return q.orderBy('webhook_deliveries.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countDeliveries(db: Q, webhookId: string, filter: { status?: DeliveryStatus }): Promise<number> {
  let q = db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('webhook_id', '=', webhookId);
  if (filter.status) q = q.where('status', '=', filter.status);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function findDeliveryRow(db: Q, id: string): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('events', 'events.id', 'webhook_deliveries.event_id')
    .selectAll('webhook_deliveries')
    .select('events.type as event_type')
    .where('webhook_deliveries.id', '=', id)
    .executeTakeFirst();
}

/** The attempts of the given deliveries, oldest first, grouped by delivery. */
export async function attemptsOf(db: Q, deliveryIds: readonly string[]): Promise<Map<string, WebhookAttemptRow[]>> {
  const byDelivery = new Map<string, WebhookAttemptRow[]>(deliveryIds.map((id) => [id, []]));
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', deliveryIds).orderBy('id').execute();
  for (const row of rows) byDelivery.get(row.delivery_id)?.push(row);
  return byDelivery;
}

/** A new pending delivery of an event to a subscription, due now (a redelivery or a replay: the event keeps its id). */
export function freshDelivery(webhookId: string, eventId: string, now: string): WebhookDeliveryRow {
  return {
    id: newId(),
    webhook_id: webhookId,
    event_id: eventId,
    status: 'pending',
    attempt_count: 0,
    next_attempt_at: now,
    last_status_code: null,
    last_error: null,
    created_at: now,
    updated_at: now,
  };
}

export async function insertDeliveries(db: Q, rows: WebhookDeliveryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('webhook_deliveries')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** An organisation's events from `since` on, oldest first, test events left out: at most `limit`. */
export async function eventsSince(db: Q, organizationId: string, since: string, limit: number) {
  return db
    .selectFrom('events')
    .select(['id', 'type', 'payload', 'created_at'])
    .where('organization_id', '=', organizationId)
    .where('created_at', '>=', since)
    .where('type', '!=', 'webhook.test')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A delivery of one subscription (another's is not there). */
export async function findDelivery(db: Q, webhookId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).where('webhook_id', '=', webhookId).executeTakeFirst();
}

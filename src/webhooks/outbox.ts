// The outbox (docs/design/webhooks.md): an event is written to the event log in the same transaction as the change that
// caused it (the feed, docs/design/events.md, serves every one), with one pending delivery per active or paused
// subscription whose `events` and `surveyIds` match. A written event wakes this process's feed readers, a queued
// delivery its dispatcher.
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromJson, nowIso } from '../db/values';
import { newId } from '../ids';
import type { EventType, TEST_EVENT } from './thresholds';
import { organizationHasFeature } from '../auth/organizations';
import { nextPosition, writingTransaction } from '../db/event-log';

type Q = Kysely<Database>;

export interface OutboxEvent {
  type: EventType | typeof TEST_EVENT;
  surveyId: string | null;
  /** The response a `response.*` event is about (an erasure removes its events). */
  responseId?: string;
  /** The event's `data`. */
  data: () => unknown;
}

/**
 * Emits 'event' after events were written (the feed's waiting readers listen) and 'written' after deliveries were
 * queued (this process's dispatcher listens).
 */
export const outboxSignal = new EventEmitter().setMaxListeners(0); // every waiting feed reader holds a listener

interface Subscription {
  id: string;
  events: string;
  survey_ids: string;
}

/** Whether a subscription takes an event of this type and survey (its `events` and `surveyIds`). */
export const wants = (hook: Subscription, event: Pick<OutboxEvent, 'surveyId'> & { type: string }): boolean => {
  const events = fromJson<string[]>(hook.events, []);
  const surveys = fromJson<string[]>(hook.survey_ids, []);
  return (
    (events.length === 0 || events.includes(event.type)) &&
    (surveys.length === 0 || (event.surveyId !== null && surveys.includes(event.surveyId)))
  );
};

/**
 * Writes `events` of one organisation to the event log (the feed serves every one) and queues a delivery for each
 * subscription (or only `onlyWebhookId`) that takes it; returns the deliveries.
 */
export async function emit(trx: Q, organizationId: string, events: readonly OutboxEvent[], onlyWebhookId?: string): Promise<string[]> {
  if (events.length === 0) return [];
  const hooks = await subscriptions(trx, organizationId, onlyWebhookId);
  const deliveries: string[] = [];
  for (const event of events) {
    const id = newId();
    const createdAt = nowIso();
    const payload = JSON.stringify({ id, type: event.type, createdAt, organizationId, data: await event.data() });
    await trx
      .insertInto('events')
      .values({
        id,
        organization_id: organizationId,
        type: event.type,
        payload,
        position: nextPosition(trx),
        tx: writingTransaction(trx),
        survey_id: event.surveyId,
        response_id: event.responseId ?? null,
        created_at: createdAt,
      })
      .execute();
    const targets = onlyWebhookId ? hooks : hooks.filter((h) => wants(h, event));
    if (targets.length === 0) continue;
    const rows = targets.map((h) => ({
      id: newId(),
      webhook_id: h.id,
      event_id: id,
      status: 'pending' as const,
      attempt_count: 0,
      next_attempt_at: createdAt,
      last_status_code: null,
      last_error: null,
      created_at: createdAt,
      updated_at: createdAt,
    }));
    await trx.insertInto('webhook_deliveries').values(rows).execute();
    deliveries.push(...rows.map((r) => r.id));
  }
  outboxSignal.emit('event');
  if (deliveries.length) outboxSignal.emit('written');
  return deliveries;
}

/** The subscriptions that take new events (none when the plan no longer includes webhooks: they are kept, sent nothing). */
async function subscriptions(trx: Q, organizationId: string, onlyWebhookId?: string): Promise<Subscription[]> {
  let q = trx
    .selectFrom('webhooks')
    .select(['id', 'events', 'survey_ids'])
    .where('organization_id', '=', organizationId)
    .where('status', 'in', ['active', 'paused']); // a paused one keeps what it takes, sent when it resumes
  if (onlyWebhookId) q = q.where('id', '=', onlyWebhookId);
  const hooks = await q.orderBy('id').execute();
  if (hooks.length === 0) return [];
  const org = await trx.selectFrom('organizations').selectAll().where('id', '=', organizationId).executeTakeFirst();
  return org && organizationHasFeature(org, 'webhooks') ? hooks : [];
}

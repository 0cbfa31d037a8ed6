// The outbox (docs/design/webhooks.md): an event is written in the same transaction as the change that caused it, with one pending
// delivery per active subscription whose `events` and `surveyIds` match. Nothing is written when none matches, so
// organisations without webhooks pay one indexed read per event. A written event wakes this process's dispatcher.
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromJson, nowIso } from '../db/values';
import { newId } from '../ids';
import type { EventType, TEST_EVENT } from './thresholds';
import { organizationHasFeature } from '../auth/organizations';

type Q = Kysely<Database>;

export interface OutboxEvent {
  type: EventType | typeof TEST_EVENT;
  surveyId: string | null;
  /** The event's `data`, built only when some subscription wants the event. */
  data: () => unknown;
}

/** Emits 'written' after events were queued (the dispatcher of this process listens). */
export const outboxSignal = new EventEmitter();

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

/** Queues `events` of one organisation for its subscriptions (or only `onlyWebhookId`); returns the deliveries. */
export async function emit(trx: Q, organizationId: string, events: readonly OutboxEvent[], onlyWebhookId?: string): Promise<string[]> {
  if (events.length === 0) return [];
  let q = trx
    .selectFrom('webhooks')
    .select(['id', 'events', 'survey_ids'])
    .where('organization_id', '=', organizationId)
    .where('status', 'in', ['active', 'paused']); // a paused one keeps what it takes, sent when it resumes
  if (onlyWebhookId) q = q.where('id', '=', onlyWebhookId);
  const hooks = await q.orderBy('id').execute();
  if (hooks.length === 0) return [];
  // An organisation whose plan no longer includes webhooks keeps its subscriptions but is sent nothing new.
  const org = await trx.selectFrom('organizations').selectAll().where('id', '=', organizationId).executeTakeFirst();
  if (!org || !organizationHasFeature(org, 'webhooks')) return [];
  const deliveries: string[] = [];
  for (const event of events) {
    const targets = onlyWebhookId ? hooks : hooks.filter((h) => wants(h, event));
    if (targets.length === 0) continue;
    const id = newId();
    const createdAt = nowIso();
    const payload = JSON.stringify({ id, type: event.type, createdAt, organizationId, data: await event.data() });
    await trx
      .insertInto('webhook_events')
      .values({ id, organization_id: organizationId, type: event.type, payload, created_at: createdAt })
      .execute();
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
  if (deliveries.length) outboxSignal.emit('written');
  return deliveries;
}

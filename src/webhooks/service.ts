// Webhook subscriptions (docs/design/webhooks.md): create (guarded URL, secret shown once), list, read, delete, the delivery
// log and the test ping.
import type { Db } from '../database';
import type { WebhookDeliveryRow, WebhookRow } from '../db/schema';
import { nowIso, toJson } from '../db/values';
import { newId } from '../ids';
import { ApiError, invalid, invalidField } from '../errors';
import { paginate, type ListQuery } from '../paginate';
import type { Schemas } from '../contract';
import type { Config } from '../config';
import { checkTarget, TargetRefused, type Resolver } from './guard';
import { newSecret, sealSecret, secretPreview } from './signing';
import { emit, outboxSignal, wants } from './outbox';
import {
  attemptsOf,
  countDeliveries,
  countWebhooks,
  deleteWebhookRows,
  eventsSince,
  findDeliveryRow,
  freshDelivery,
  insertDeliveries,
  listDeliveryRows,
  listWebhookRows,
  type DeliveryRow,
} from './repository';
import { toDelivery, toWebhook } from './serialize';
import type { DeliveryStatus } from './table';
import { TEST_EVENT, WEBHOOK } from './thresholds';

/** Refuses a URL the guard refuses, naming `url` and the reason. */
export async function assertTarget(config: Config, url: string, resolve?: Resolver): Promise<void> {
  try {
    await checkTarget(url, { allowPrivate: config.webhookAllowPrivateTargets, resolve });
  } catch (error) {
    if (error instanceof TargetRefused) throw invalid([{ in: 'body', name: 'url', message: error.message }], 'The webhook URL is refused.');
    throw error;
  }
}

/** Refuses survey ids that are not the organisation's, naming each (`surveyIds[i]`). */
async function assertSurveys(db: Db, organizationId: string, surveyIds: readonly string[]): Promise<void> {
  if (surveyIds.length === 0) return;
  const found = new Set(
    (
      await db.kysely
        .selectFrom('surveys')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', surveyIds)
        .execute()
    ).map((r) => r.id),
  );
  const missing = surveyIds.map((id, i) => ({ id, i })).filter(({ id }) => !found.has(id));
  if (missing.length)
    throw invalid(missing.map(({ id, i }) => ({ in: 'body' as const, name: `surveyIds[${i}]`, message: `survey ${id} does not exist` })));
}

export async function createWebhook(
  db: Db,
  config: Config,
  organizationId: string,
  body: Schemas['CreateWebhookRequest'],
): Promise<Schemas['WebhookWithSecret']> {
  await assertTarget(config, body.url);
  const surveyIds = body.surveyIds ?? [];
  await assertSurveys(db, organizationId, surveyIds);
  const secret = newSecret();
  const now = nowIso();
  const row: WebhookRow = {
    id: newId(),
    organization_id: organizationId,
    url: body.url,
    description: body.description ?? null,
    events: toJson(body.events ?? []),
    survey_ids: toJson(surveyIds),
    secret_sealed: sealSecret(config.secretKey, secret),
    secret_preview: secretPreview(secret),
    status: 'active',
    disabled_reason: null,
    lease_owner: null,
    lease_until: null,
    created_at: now,
    updated_at: now,
  };
  await db.kysely.transaction().execute(async (trx) => {
    // Counting inside the transaction after locking the organisation's row keeps concurrent creates under the limit.
    await trx.updateTable('organizations').set({ id: organizationId }).where('id', '=', organizationId).execute();
    if ((await countWebhooks(trx, organizationId)) >= WEBHOOK.perOrganization) {
      throw invalidField('body', 'url', `an organisation holds at most ${WEBHOOK.perOrganization} webhook subscriptions; delete one first`);
    }
    await trx.insertInto('webhooks').values(row).execute();
  });
  return { ...toWebhook(row), secret };
}

async function withAttempts(db: Db, rows: DeliveryRow[]): Promise<Schemas['WebhookDelivery'][]> {
  const attempts = await attemptsOf(
    db.kysely,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDelivery(r, attempts.get(r.id) ?? []));
}

export async function listDeliveryPage(
  db: Db,
  webhook: WebhookRow,
  query: ListQuery & { status?: Schemas['WebhookDeliveryStatus'] },
  given: ReadonlySet<string>,
  secret: string,
): Promise<Schemas['WebhookDeliveryList']> {
  const page = await paginate({
    list: `webhook-deliveries:${webhook.id}`,
    query,
    given,
    secret,
    filters: { status: query.status ?? null },
    toFilter: (f) => ({ status: (f.status ?? undefined) as DeliveryStatus | undefined }),
    fetch: (filter, w) =>
      listDeliveryRows(db.kysely, webhook.id, filter, { beforeId: w.after?.id ?? null, offset: w.offset, limit: w.limit }),
    count: (filter) => countDeliveries(db.kysely, webhook.id, filter),
  });
  return { data: await withAttempts(db, page.data), pagination: page.pagination };
}

/** Queues a signed `webhook.test` event for this subscription only. */
export async function queueTest(db: Db, webhook: WebhookRow): Promise<Schemas['WebhookDelivery']> {
  assertNotDisabled(webhook);
  const [id] = await db.kysely
    .transaction()
    .execute((trx) =>
      emit(
        trx,
        webhook.organization_id,
        [{ type: TEST_EVENT, surveyId: null, data: () => ({ webhookId: webhook.id, message: 'This is a test event from Fieldwork.' }) }],
        webhook.id,
      ),
    );
  if (!id) throw new ApiError('webhook_disabled', 'This subscription was disabled and sends nothing.');
  const [delivery] = await withAttempts(db, [(await findDeliveryRow(db.kysely, id)) as DeliveryRow]);
  return delivery;
}

export async function listWebhooks(db: Db, organizationId: string): Promise<Schemas['WebhookList']> {
  return { webhooks: (await listWebhookRows(db.kysely, organizationId)).map(toWebhook) };
}

/** Deletes the subscription with its queue and log; a lane delivering to it stops at its next step. */
export async function deleteWebhook(db: Db, webhook: WebhookRow): Promise<void> {
  await db.kysely.transaction().execute((trx) => deleteWebhookRows(trx, webhook.id));
}

/**
 * Changes a subscription: its target, filters, note or status. `paused` keeps queueing what it takes and sends nothing
 * (the dispatcher leases active subscriptions only); `active` sends what waited, and brings back a disabled one.
 */
export async function updateWebhook(
  db: Db,
  config: Config,
  webhook: WebhookRow,
  body: Schemas['UpdateWebhookRequest'],
): Promise<Schemas['Webhook']> {
  if (body.url !== undefined) await assertTarget(config, body.url);
  if (body.surveyIds) await assertSurveys(db, webhook.organization_id, body.surveyIds);
  const next: WebhookRow = {
    ...webhook,
    url: body.url ?? webhook.url,
    description: body.description !== undefined ? body.description : webhook.description,
    events: body.events ? toJson(body.events) : webhook.events,
    survey_ids: body.surveyIds ? toJson(body.surveyIds) : webhook.survey_ids,
    status: body.status ?? webhook.status,
    disabled_reason: body.status ? null : webhook.disabled_reason,
    updated_at: nowIso(),
  };
  const { url, description, events, survey_ids, status, disabled_reason, updated_at } = next;
  await db.kysely
    .updateTable('webhooks')
    .set({ url, description, events, survey_ids, status, disabled_reason, updated_at })
    .where('id', '=', webhook.id)
    .execute();
  if (status === 'active') outboxSignal.emit('written'); // what waited while paused is due
  return toWebhook(next);
}

function assertNotDisabled(webhook: WebhookRow): void {
  if (webhook.status === 'disabled')
    throw new ApiError(
      'webhook_disabled',
      `This subscription was disabled (${webhook.disabled_reason ?? 'no reason recorded'}) and sends nothing; set its status to active first.`,
    );
}

/** Queues a delivery's event again for its subscription: a new delivery, the same event (and `webhook-id`). */
export async function redeliver(db: Db, webhook: WebhookRow, delivery: WebhookDeliveryRow): Promise<Schemas['WebhookDelivery']> {
  assertNotDisabled(webhook);
  const row = freshDelivery(webhook.id, delivery.event_id, nowIso());
  await insertDeliveries(db.kysely, [row]);
  outboxSignal.emit('written');
  const [queued] = await withAttempts(db, [(await findDeliveryRow(db.kysely, row.id)) as DeliveryRow]);
  return queued;
}

/** Queues again every event since `since` the subscription takes now, oldest first, up to WEBHOOK.replayMax. */
export async function replay(db: Db, webhook: WebhookRow, body: Schemas['WebhookReplayRequest']): Promise<Schemas['WebhookReplay']> {
  assertNotDisabled(webhook);
  const events = await eventsSince(db.kysely, webhook.organization_id, body.since, WEBHOOK.replayMax + 1);
  const more = events.length > WEBHOOK.replayMax ? events.pop()! : null;
  const now = nowIso();
  const taken = events.filter((e) => {
    const data = (JSON.parse(e.payload) as { data?: { surveyId?: string | null } }).data;
    return wants(webhook, { type: e.type, surveyId: data?.surveyId ?? null });
  });
  await insertDeliveries(
    db.kysely,
    taken.map((e) => freshDelivery(webhook.id, e.id, now)),
  );
  if (taken.length) outboxSignal.emit('written');
  return { queued: taken.length, nextSince: more?.created_at ?? null };
}

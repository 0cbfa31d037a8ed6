// Webhook subscriptions (docs/design/webhooks.md): create (guarded URL, secret shown once), list, read, delete, the delivery
// log and the test ping.
import type { Db } from '../database';
import type { WebhookRow } from '../db/schema';
import { nowIso, toJson } from '../db/values';
import { newId } from '../ids';
import { ApiError, invalid, invalidField } from '../errors';
import { paginate, type ListQuery } from '../paginate';
import type { Schemas } from '../contract';
import type { Config } from '../config';
import { checkTarget, TargetRefused, type Resolver } from './guard';
import { newSecret, sealSecret, secretPreview } from './signing';
import { emit } from './outbox';
import {
  attemptsOf,
  countDeliveries,
  countWebhooks,
  deleteWebhookRows,
  findDeliveryRow,
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

export async function createWebhook(
  db: Db,
  config: Config,
  organizationId: string,
  body: Schemas['CreateWebhookRequest'],
): Promise<Schemas['WebhookWithSecret']> {
  await assertTarget(config, body.url);
  const surveyIds = body.surveyIds ?? [];
  if (surveyIds.length) {
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
  if (webhook.status !== 'active') {
    throw new ApiError(
      'webhook_disabled',
      `This subscription was disabled (${webhook.disabled_reason ?? 'no reason recorded'}) and sends nothing.`,
    );
  }
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

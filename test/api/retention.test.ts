// Retention (docs/design/repeated-requests.md): the sweep removes what was kept long enough (webhook deliveries and their events after 30 days,
// idempotency records after 24 hours, finished email bodies after 30 days, ended rate-limit windows) in batches, and
// nothing younger; a pending delivery is never removed, however old.
import crypto from 'node:crypto';
import { useService } from '../helpers/service';
import { insertWebhookRow } from '../helpers/rows';
import { sweepRetention } from '../../src/retention/sweep';
import { RETENTION } from '../../src/retention/thresholds';
import { nextPosition, writingTransaction } from '../../src/db/event-log';

const file = useService();
const DAY = 24 * 3600_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

async function delivery(webhookId: string, status: 'pending' | 'delivered' | 'failed', age: number) {
  const { db } = file.svc.running.services;
  const eventId = crypto.randomUUID();
  const id = crypto.randomUUID();
  await db.kysely
    .insertInto('events')
    .values({
      id: eventId,
      organization_id: file.orgId,
      type: 'survey.created',
      payload: '{}',
      position: nextPosition(db.kysely),
      tx: writingTransaction(db.kysely),
      survey_id: null,
      response_id: null,
      created_at: iso(age),
    })
    .execute();
  await db.kysely
    .insertInto('webhook_deliveries')
    .values({
      id,
      webhook_id: webhookId,
      event_id: eventId,
      status,
      attempt_count: 1,
      next_attempt_at: null,
      last_status_code: 200,
      last_error: null,
      created_at: iso(age),
      updated_at: iso(age),
    })
    .execute();
  await db.kysely
    .insertInto('webhook_attempts')
    .values({ id: crypto.randomUUID(), delivery_id: id, attempted_at: iso(age), status_code: 200, error: null, duration_ms: 5 })
    .execute();
  return { id, eventId };
}

it('removes what was kept long enough, in batches, and keeps the rest', async () => {
  const { db, config } = file.svc.running.services;
  const hook = await insertWebhookRow(db, file.orgId);
  const old = [];
  for (let i = 0; i < RETENTION.batch + 5; i++) old.push(await delivery(hook, 'delivered', 31 * DAY)); // more than one batch
  const pendingOld = await delivery(hook, 'pending', 40 * DAY);
  const recent = await delivery(hook, 'failed', 5 * DAY);
  await db.kysely
    .insertInto('idempotency_keys')
    .values(
      ['old', 'new'].map((k, i) => ({
        organization_id: file.orgId,
        idempotency_key: k,
        request_hash: 'h',
        state: 'done' as const,
        response_status: 201,
        response_headers: '{}',
        response_body: '{}',
        content_type: 'application/json',
        created_at: iso(i === 0 ? 25 * 3600_000 : 3600_000),
      })),
    )
    .execute();
  const windowStart = Math.floor((Date.now() - 3 * 3600_000) / 1000);
  await db.kysely.insertInto('rate_limit_counters').values({ bucket: 'org:retention', window_start: windowStart, count: 3 }).execute();

  const removed = await sweepRetention(db.kysely, config.retention);
  expect(removed).toMatchObject({
    webhookDeliveries: RETENTION.batch + 5,
    events: RETENTION.batch + 5,
    idempotencyKeys: 1,
    rateLimitWindows: 1,
  });
  const left = await db.kysely.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook).execute();
  expect(left.map((r) => r.id).sort()).toEqual([pendingOld.id, recent.id].sort());
  const attempts = await db.kysely
    .selectFrom('webhook_attempts')
    .select('delivery_id')
    .where(
      'delivery_id',
      'in',
      old.slice(0, 10).map((d) => d.id),
    )
    .execute();
  expect(attempts).toEqual([]);
  const keys = await db.kysely.selectFrom('idempotency_keys').select('idempotency_key').where('organization_id', '=', file.orgId).execute();
  expect(keys.map((k) => k.idempotency_key)).toEqual(['new']);
  // A second sweep finds nothing more.
  expect(Object.values(await sweepRetention(db.kysely, config.retention)).every((n) => n === 0)).toBe(true);
});

it('clears the text of an email send finished more than 30 days ago, and keeps its record', async () => {
  const { db, config } = file.svc.running.services;
  const s = (await file.api.post('/api/v1/surveys', { title: 'Mail' })).body;
  const collector = (await file.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Mail', type: 'email' })).body;
  const list = (await file.api.post('/api/v1/contact-lists', { name: 'Retention' })).body;
  const sends = [];
  for (const _ of [1, 2]) {
    sends.push(
      (await file.api.post(`/api/v1/collectors/${collector.id}/sends`, { listId: list.id, subject: 'Hi', body: 'Answer: {{link}}' })).body,
    );
  }
  await db.kysely
    .updateTable('email_sends')
    .set({ finished_at: iso(31 * DAY) })
    .where('id', '=', sends[0].id)
    .execute();
  expect((await sweepRetention(db.kysely, config.retention)).emailBodies).toBe(1);
  const rows = await db.kysely.selectFrom('email_sends').select(['id', 'body']).where('collector_id', '=', collector.id).execute();
  expect(Object.fromEntries(rows.map((r) => [r.id, r.body]))).toEqual({ [sends[0].id]: '', [sends[1].id]: 'Answer: {{link}}' });
  expect(Object.values(await sweepRetention(db.kysely, config.retention)).every((n) => n === 0)).toBe(true);
});

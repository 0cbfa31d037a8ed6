// Webhook delivery end to end (docs/design/webhooks.md) against a loopback HTTPS receiver with a self-signed certificate, trusted through
// WEBHOOK_CA_FILE (loopback allowed through WEBHOOK_ALLOW_PRIVATE_TARGETS): the subscribed events and only those,
// verified with the Standard Webhooks library; retries on the schedule (a clock the test moves); 410; redirects;
// isolation of a hanging receiver; restarts and crashes mid-delivery; two workers on one queue.
import { Webhook } from 'standardwebhooks';
import { startTestService, type TestService } from '../helpers/service';
import { startReceiver, type Receiver } from '../../harness/receiver';
import { buildSurvey } from '../helpers/surveys';
import type { Api } from '../helpers/api';
import { WebhookDispatcher } from '../../src/webhooks/dispatcher';
import { httpsSender } from '../../src/webhooks/send';
import { WEBHOOK } from '../../src/webhooks/thresholds';
import { sweepAbandoned } from '../../src/responses/abandon';

let receiver: Receiver;
let svc: TestService;
const COLLECT = '/api/collect/v1';
const services = () => svc.running.services;

beforeAll(async () => {
  receiver = await startReceiver();
  // No dispatcher runs on its own here: each test starts the ones it needs.
  svc = await startTestService({ WEBHOOK_POLL_MS: '0', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CA_FILE: receiver.caFile });
});
// Dispatchers serve every due subscription in the database: each test starts from an empty outbox, so what one
// left pending (a hanging receiver's retries) cannot slow another down.
afterEach(async () => {
  const db = services().db.kysely;
  await db.deleteFrom('webhook_attempts').execute();
  await db.deleteFrom('webhook_deliveries').execute();
  await db.deleteFrom('events').execute();
  await db.deleteFrom('webhooks').execute();
});
afterAll(async () => {
  await svc.close();
  await receiver.close();
});

/** Runs `body` while a dispatcher polls every 50 ms, then stops it. */
async function whileDispatching(body: () => Promise<void>): Promise<void> {
  const dispatcher = new WebhookDispatcher(services());
  dispatcher.start(50);
  try {
    await body();
  } finally {
    await dispatcher.stop();
  }
}

const subscribe = async (api: Api, path: string, extra: object = {}) => {
  const res = await api.post('/api/v1/webhooks', { url: receiver.url(path), ...extra });
  if (res.status !== 201) throw new Error(res.text);
  return res.body.webhook as { id: string; secret: string };
};
const deliveries = async (api: Api, hookId: string) =>
  (await api.get(`/api/v1/webhooks/${hookId}/deliveries`, { query: { pageSize: 100 } })).body.data;
const verify = (secret: string, r: { headers: Record<string, string>; body: string }) =>
  new Webhook(secret).verify(r.body, r.headers) as { type: string; data: any; id: string };

async function respond(surveyId: string, questionId: string, complete = true): Promise<string> {
  const started = await svc.anonymous.post(`${COLLECT}/surveys/${surveyId}/sessions`, {});
  const headers = { 'X-Session-Token': started.body.token };
  if (complete) {
    await svc.anonymous.post(
      `${COLLECT}/sessions/${started.body.sessionId}/answers`,
      { answers: [{ questionId, value: 'Fine', timeMs: 900 }] },
      { headers },
    );
    const done = await svc.anonymous.post(`${COLLECT}/sessions/${started.body.sessionId}/complete`, undefined, { headers });
    if (done.status !== 200) throw new Error(done.text);
  }
  return started.body.sessionId;
}

describe('events reach the subscriptions that asked for them, signed', () => {
  it('a completed session produces exactly the subscribed events, in order, verified with standardwebhooks', async () => {
    await whileDispatching(async () => {
      const org = await svc.org();
      const all = await subscribe(org.api, '/all');
      const one = await buildSurvey(org.api, [{ key: 'q', type: 'short_text' }], { title: 'Watched' });
      const completions = await subscribe(org.api, '/completions', { events: ['response.completed'], surveyIds: [one.id] });
      const other = await buildSurvey(org.api, [{ key: 'q', type: 'short_text' }], { title: 'Unwatched' });
      const watched = await respond(one.id, one.q.q);
      const unwatched = await respond(other.id, other.q.q);

      const got = (await receiver.waitFor('/all', 8)).map((r) => verify(all.secret, r));
      expect(got.map((e) => [e.type, e.data.surveyId])).toEqual([
        ['survey.created', one.id],
        ['survey.status_changed', one.id],
        ['survey.created', other.id],
        ['survey.status_changed', other.id],
        ['response.started', one.id],
        ['response.completed', one.id],
        ['response.started', other.id],
        ['response.completed', other.id],
      ]);
      expect(got[1].data).toMatchObject({
        previousStatus: 'draft',
        survey: { id: one.id, status: 'live', title: 'Watched', questionCount: 1 },
      });
      const [completed] = (await receiver.waitFor('/completions', 1)).map((r) => verify(completions.secret, r));
      expect(completed).toMatchObject({ type: 'response.completed', organizationId: org.id, data: { surveyId: one.id } });
      expect(completed.data.response).toMatchObject({
        id: watched,
        status: 'completed',
        answers: [{ questionId: one.q.q, value: 'Fine', timeMs: 900 }],
      });
      expect(got[7].data.response.id).toBe(unwatched);
      // Each event carries its own id, the same in the header and the body; the other subscription's secret fails.
      const raw = receiver.received.filter((r) => r.path === '/completions')[0];
      expect(raw.headers['webhook-id']).toBe(completed.id);
      expect(raw.headers['user-agent']).toBe(WEBHOOK.userAgent);
      expect(() => verify(all.secret, raw)).toThrow();
      await new Promise((r) => setTimeout(r, 300));
      expect(receiver.received.filter((r) => r.path === '/completions')).toHaveLength(1);
      expect(receiver.received.filter((r) => r.path === '/all')).toHaveLength(8);
      const log = await deliveries(org.api, completions.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        eventId: completed.id,
        eventType: 'response.completed',
        status: 'delivered',
        attemptCount: 1,
        nextAttemptAt: null,
        lastStatusCode: 200,
        lastError: null,
      });
      expect(log[0].attempts).toEqual([{ attemptedAt: expect.any(String), statusCode: 200, error: null, durationMs: expect.any(Number) }]);
    });
  });

  it('abandonment, pausing and deletion are events too; imports raise none', async () => {
    const org = await svc.org();
    const survey = await buildSurvey(org.api, [{ key: 'q', type: 'short_text' }]);
    const hook = await subscribe(org.api, '/lifecycle', {
      events: ['response.abandoned', 'survey.status_changed', 'survey.deleted', 'response.completed'],
    });
    const idle = await respond(survey.id, survey.q.q, false);
    await org.api.post(`/api/v1/surveys/${survey.id}/responses`, {
      responses: [{ status: 'completed', startedAt: '2026-11-20T10:00:00.000Z', completedAt: '2026-11-20T10:05:00.000Z', answers: [] }],
    });
    expect(await sweepAbandoned(services(), Date.now() + 3 * 86_400_000)).toBeGreaterThanOrEqual(1);
    await org.api.put(`/api/v1/surveys/${survey.id}`, { status: 'paused' });
    expect((await org.api.delete(`/api/v1/surveys/${survey.id}`)).status).toBe(204);
    await new WebhookDispatcher(services()).drain();
    const got = receiver.received.filter((r) => r.path === '/lifecycle').map((r) => verify(hook.secret, r));
    expect(got.map((e) => e.type)).toEqual(['response.abandoned', 'survey.status_changed', 'survey.deleted']);
    expect(got[0].data.response).toMatchObject({ id: idle, status: 'abandoned' });
    expect(got[1].data).toMatchObject({ previousStatus: 'live', survey: { status: 'paused' } });
    expect(got[2].data).toEqual({
      surveyId: survey.id,
      survey: expect.objectContaining({ id: survey.id, status: 'paused', questionCount: 1 }),
    });
  });
});

describe("retries (docs/design/webhooks.md schedule; the clock is the test's)", () => {
  // Each test sets it to the real time once its events are queued, then moves it.
  let clock = 0;
  const now = () => clock;

  it('retries a failing receiver after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then gives up; never early', async () => {
    const org = await svc.org();
    receiver.behave.set('/fail', { status: 500 });
    const hook = await subscribe(org.api, '/fail');
    const ping = (await org.api.post(`/api/v1/webhooks/${hook.id}/test`)).body.delivery;
    clock = Date.now();
    const dispatcher = new WebhookDispatcher(services(), { now });
    await dispatcher.drain();
    for (const [i, seconds] of WEBHOOK.retryScheduleSeconds.entries()) {
      const [pending] = await deliveries(org.api, hook.id);
      expect(pending).toMatchObject({ status: 'pending', attemptCount: i + 1, lastStatusCode: 500, lastError: 'HTTP 500' });
      expect(Date.parse(pending.nextAttemptAt) - Date.parse(pending.attempts[i].attemptedAt)).toBe(seconds * 1000);
      clock += seconds * 1000 - 1000;
      await dispatcher.drain();
      expect((await deliveries(org.api, hook.id))[0].attemptCount).toBe(i + 1); // a second early: nothing
      clock += 1000;
      await dispatcher.drain();
    }
    const [failed] = await deliveries(org.api, hook.id);
    expect(failed).toMatchObject({ id: ping.id, status: 'failed', attemptCount: 8, nextAttemptAt: null, lastStatusCode: 500 });
    const sent = receiver.received.filter((r) => r.path === '/fail');
    expect(sent).toHaveLength(8);
    expect(new Set(sent.map((r) => r.headers['webhook-id']))).toEqual(new Set([ping.eventId]));
    for (const r of sent) expect(verify(hook.secret, r).id).toBe(ping.eventId);
    clock += 86_400_000;
    await dispatcher.drain();
    expect(receiver.received.filter((r) => r.path === '/fail')).toHaveLength(8);
  });

  it('delivers on a later attempt after a 503; counts timeouts and redirects as failures', async () => {
    const org = await svc.org();
    receiver.behave.set('/flaky', (n) => (n === 1 ? { status: 503 } : { status: 204 }));
    receiver.behave.set('/slow', 'hang');
    receiver.behave.set('/moved', { status: 302, headers: { location: 'https://169.254.169.254/latest' } });
    const flaky = await subscribe(org.api, '/flaky');
    const slow = await subscribe(org.api, '/slow');
    const moved = await subscribe(org.api, '/moved');
    for (const hook of [flaky, slow, moved]) await org.api.post(`/api/v1/webhooks/${hook.id}/test`);
    clock = Date.now();
    const dispatcher = new WebhookDispatcher(services(), { now, sender: httpsSender({ caFile: receiver.caFile, timeoutMs: 300 }) });
    await dispatcher.drain();
    expect((await deliveries(org.api, slow.id))[0]).toMatchObject({
      status: 'pending',
      attemptCount: 1,
      lastStatusCode: null,
      lastError: 'no answer within 0.3 s',
    });
    expect((await deliveries(org.api, moved.id))[0]).toMatchObject({
      status: 'pending',
      attemptCount: 1,
      lastStatusCode: 302,
      lastError: 'redirect to https://169.254.169.254/latest not followed',
    });
    expect(receiver.received.filter((r) => r.path === '/latest')).toEqual([]);
    clock += 5000;
    await dispatcher.drain();
    const [done] = await deliveries(org.api, flaky.id);
    expect(done).toMatchObject({ status: 'delivered', attemptCount: 2, lastStatusCode: 204, lastError: null, nextAttemptAt: null });
    expect(done.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([503, 204]);
  });

  it('disables the subscription on 410 Gone and fails what it still had queued', async () => {
    const org = await svc.org();
    receiver.behave.set('/gone', { status: 410 });
    const hook = await subscribe(org.api, '/gone');
    await org.api.post(`/api/v1/webhooks/${hook.id}/test`);
    await org.api.post(`/api/v1/webhooks/${hook.id}/test`);
    clock = Date.now();
    await new WebhookDispatcher(services(), { now }).drain();
    const read = (await org.api.get(`/api/v1/webhooks/${hook.id}`)).body.webhook;
    expect(read.status).toBe('disabled');
    expect(read.disabledReason).toMatch(/^the receiver answered 410 Gone on /);
    const log = await deliveries(org.api, hook.id);
    expect(log.map((d: { status: string; lastError: string | null }) => [d.status, d.lastError])).toEqual([
      ['failed', 'subscription disabled (410 Gone)'],
      ['failed', 'HTTP 410'],
    ]);
    expect(receiver.received.filter((r) => r.path === '/gone')).toHaveLength(1);
    await org.api.post('/api/v1/surveys', { title: 'Nothing is queued for a disabled subscription' });
    expect(await deliveries(org.api, hook.id)).toHaveLength(2);
    expect((await org.api.post(`/api/v1/webhooks/${hook.id}/test`)).status).toBe(409);
  });

  it('checks the target again at each delivery: a URL that became private is refused and nothing is sent', async () => {
    const org = await svc.org();
    const hook = await subscribe(org.api, '/rechecked');
    await org.api.post(`/api/v1/webhooks/${hook.id}/test`);
    clock = Date.now();
    services().config.webhookAllowPrivateTargets = false;
    try {
      await new WebhookDispatcher(services(), { now }).drain();
    } finally {
      services().config.webhookAllowPrivateTargets = true;
    }
    expect((await deliveries(org.api, hook.id))[0]).toMatchObject({
      status: 'pending',
      attemptCount: 1,
      lastStatusCode: null,
      lastError: 'target refused: points at 127.0.0.1 is a loopback address',
    });
    expect(receiver.received.filter((r) => r.path === '/rechecked')).toEqual([]);
  });
});

describe('isolation, restarts and several workers', () => {
  it('a receiver that hangs delays no other subscription', async () => {
    const org = await svc.org();
    receiver.behave.set('/stuck', 'hang');
    await subscribe(org.api, '/stuck');
    const healthy = await subscribe(org.api, '/healthy');
    const dispatcher = new WebhookDispatcher(services(), { sender: httpsSender({ caFile: receiver.caFile, timeoutMs: 3000 }) });
    const t0 = Date.now();
    for (let i = 0; i < 3; i++) await org.api.post('/api/v1/surveys', { title: `Survey ${i}` });
    const run = dispatcher.drain();
    await receiver.waitFor('/stuck', 1);
    await receiver.waitFor('/healthy', 3);
    expect(Date.now() - t0).toBeLessThan(2500); // all three arrived while the other receiver still held its first
    expect((await deliveries(org.api, healthy.id)).map((d: { status: string }) => d.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
    await dispatcher.stop();
    await run;
  });

  it('a graceful restart mid-delivery loses nothing; the receiver sees the same webhook-id again', async () => {
    const org = await svc.org();
    receiver.behave.set('/restart', (n) => (n === 1 ? 'hang' : { status: 200 }));
    const hook = await subscribe(org.api, '/restart');
    const ping = (await org.api.post(`/api/v1/webhooks/${hook.id}/test`)).body.delivery;
    const first = new WebhookDispatcher(services());
    void first.tick();
    await receiver.waitFor('/restart', 1);
    await first.stop(); // aborts the request in flight and records nothing for it
    const [stillPending] = await deliveries(org.api, hook.id);
    expect(stillPending).toMatchObject({ status: 'pending', attemptCount: 0, attempts: [] });
    const lease = await services()
      .db.kysely.selectFrom('webhooks')
      .select(['lease_owner', 'lease_until'])
      .where('id', '=', hook.id)
      .executeTakeFirstOrThrow();
    expect(lease).toEqual({ lease_owner: null, lease_until: null });
    await new WebhookDispatcher(services()).drain();
    const sent = receiver.received.filter((r) => r.path === '/restart');
    expect(sent.map((r) => r.headers['webhook-id'])).toEqual([ping.eventId, ping.eventId]);
    expect(sent[0].body).toBe(sent[1].body);
    expect((await deliveries(org.api, hook.id))[0]).toMatchObject({ status: 'delivered', attemptCount: 1 });
  });

  it("a crashed process's lease runs out and another process delivers", async () => {
    const org = await svc.org();
    const hook = await subscribe(org.api, '/crash');
    await org.api.post(`/api/v1/webhooks/${hook.id}/test`);
    let clock = Date.now();
    const leasedUntil = new Date(clock + WEBHOOK.leaseMs).toISOString();
    await services()
      .db.kysely.updateTable('webhooks')
      .set({ lease_owner: 'crashed-host:1234:dead', lease_until: leasedUntil })
      .where('id', '=', hook.id)
      .execute();
    const survivor = new WebhookDispatcher(services(), { now: () => clock });
    await survivor.drain();
    expect(receiver.received.filter((r) => r.path === '/crash')).toEqual([]);
    clock += WEBHOOK.leaseMs + 1;
    await survivor.drain();
    expect(receiver.received.filter((r) => r.path === '/crash')).toHaveLength(1);
    expect((await deliveries(org.api, hook.id))[0].status).toBe('delivered');
  });

  it('a subscription deleted while its delivery is in flight ends quietly, with nothing left behind', async () => {
    const org = await svc.org();
    receiver.behave.set('/deleted', 'hang');
    const hook = await subscribe(org.api, '/deleted');
    await org.api.post(`/api/v1/webhooks/${hook.id}/test`);
    const errors = jest.spyOn(services().log, 'error');
    try {
      const run = new WebhookDispatcher(services(), { sender: httpsSender({ caFile: receiver.caFile, timeoutMs: 500 }) }).drain();
      await receiver.waitFor('/deleted', 1);
      expect((await org.api.delete(`/api/v1/webhooks/${hook.id}`)).status).toBe(204);
      await run;
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(await services().db.kysely.selectFrom('webhook_attempts').select('id').execute()).toEqual([]);
  });

  it('two workers on one queue send each delivery once, in event order', async () => {
    const org = await svc.org();
    const hook = await subscribe(org.api, '/shared');
    const events: string[] = [];
    for (let i = 0; i < 30; i++) events.push((await org.api.post(`/api/v1/webhooks/${hook.id}/test`)).body.delivery.eventId);
    await Promise.all([new WebhookDispatcher(services()).drain(), new WebhookDispatcher(services()).drain()]);
    const sent = receiver.received.filter((r) => r.path === '/shared').map((r) => r.headers['webhook-id']);
    expect(sent).toEqual(events);
  });
});

describe('steering a subscription (docs/design/webhooks.md)', () => {
  it('a paused subscription keeps its events and sends them in order on resume; a delivery is sent again and events replayed with their ids', async () => {
    await whileDispatching(async () => {
      const org = await svc.org();
      const hook = await subscribe(org.api, '/steered', { events: ['response.started', 'response.completed'] });
      const survey = await buildSurvey(org.api, [{ key: 'q', type: 'short_text' }]);
      const paused = await org.api.patch(`/api/v1/webhooks/${hook.id}`, { status: 'paused' });
      expect(paused.status).toBe(200);
      expect(paused.body.webhook).toMatchObject({ status: 'paused', events: ['response.started', 'response.completed'] });
      const first = await respond(survey.id, survey.q.q);
      await new Promise((r) => setTimeout(r, 400));
      expect(receiver.received.filter((r) => r.path === '/steered')).toHaveLength(0); // held back
      expect((await deliveries(org.api, hook.id)).map((d: { status: string }) => d.status)).toEqual(['pending', 'pending']);
      expect((await org.api.patch(`/api/v1/webhooks/${hook.id}`, { status: 'active' })).body.webhook.status).toBe('active');
      const sent = (await receiver.waitFor('/steered', 2)).map((r) => verify(hook.secret, r));
      expect(sent.map((e) => [e.type, e.data.response.id])).toEqual([
        ['response.started', first],
        ['response.completed', first],
      ]);

      // One delivery sent again: a new delivery of the same event, the same webhook-id.
      const [completedDelivery] = (await deliveries(org.api, hook.id)).filter(
        (d: { eventType: string }) => d.eventType === 'response.completed',
      );
      const again = await org.api.post(`/api/v1/webhooks/${hook.id}/deliveries/${completedDelivery.id}/redeliver`);
      expect(again.status).toBe(202);
      expect(again.body.delivery).toMatchObject({ eventId: completedDelivery.eventId, status: 'pending', attemptCount: 0 });
      const resent = (await receiver.waitFor('/steered', 3))[2];
      expect(resent.headers['webhook-id']).toBe(sent[1].id);

      // Everything since before the first event, again, in order and with the same ids; the filter now narrower.
      await org.api.patch(`/api/v1/webhooks/${hook.id}`, { events: ['response.completed'] });
      const replayed = await org.api.post(`/api/v1/webhooks/${hook.id}/replay`, { since: '2026-01-01T00:00:00.000Z' });
      expect(replayed.status).toBe(202);
      expect(replayed.body).toEqual({ queued: 1, nextSince: null });
      const last = (await receiver.waitFor('/steered', 4))[3];
      expect(verify(hook.secret, last)).toMatchObject({ id: sent[1].id, type: 'response.completed' });
    });
  });

  it("refuses another organisation's survey and a delivery of another subscription; brings back a disabled one", async () => {
    const org = await svc.org();
    const hook = await subscribe(org.api, '/gone');
    const other = await svc.org();
    const theirs = await buildSurvey(other.api, [{ key: 'q', type: 'short_text' }], { live: false });
    const bad = await org.api.patch(`/api/v1/webhooks/${hook.id}`, { surveyIds: [theirs.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].name).toBe('surveyIds[0]');
    const theirHook = await subscribe(other.api, '/theirs');
    const test = await other.api.post(`/api/v1/webhooks/${theirHook.id}/test`);
    expect((await org.api.post(`/api/v1/webhooks/${hook.id}/deliveries/${test.body.delivery.id}/redeliver`)).status).toBe(404);
    await services()
      .db.kysely.updateTable('webhooks')
      .set({ status: 'disabled', disabled_reason: 'the receiver answered 410 Gone' })
      .where('id', '=', hook.id)
      .execute();
    const refused = await org.api.post(`/api/v1/webhooks/${hook.id}/replay`, { since: '2026-01-01T00:00:00.000Z' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('webhook_disabled');
    const back = await org.api.patch(`/api/v1/webhooks/${hook.id}`, { status: 'active' });
    expect(back.body.webhook).toMatchObject({ status: 'active', disabledReason: null });
  });
});

// Webhook subscriptions (docs/design/auth.md, docs/design/plans.md, docs/design/webhooks.md): create with the URL guard and the secret shown once, list, read,
// delete, the plan gate, the delivery log's pages and the test ping. Delivery itself: webhook-delivery.test.ts.
import { useService } from '../helpers/service';
import { updateOrganization } from '../../src/auth/organizations';
import { openSecret } from '../../src/webhooks/signing';
import { operations } from '../../generated/operations';
import { WEBHOOK } from '../../src/webhooks/thresholds';

// No dispatcher here (WEBHOOK_POLL_MS=0): deliveries stay pending, so the log can be read as it was queued.
const file = useService({ WEBHOOK_POLL_MS: '0' });
const db = () => file.svc.running.services.db;
// A literal public address: the guard needs no DNS for it.
const PUBLIC = 'https://93.184.216.34/hooks/fieldwork';

const create = (body: object, api = file.api) => api.post('/api/v1/webhooks', body);

describe('create (the secret is shown once)', () => {
  it('answers 201 with Location, the full secret and its preview; reads never show the secret again', async () => {
    const survey = (await file.api.post('/api/v1/surveys', { title: 'Hooked' })).body;
    const res = await create({ url: PUBLIC, events: ['response.completed'], surveyIds: [survey.id], description: 'Zapier' });
    expect(res.status).toBe(201);
    const hook = res.body.webhook;
    expect(res.headers.get('location')).toBe(`/api/v1/webhooks/${hook.id}`);
    expect(hook).toMatchObject({
      url: PUBLIC,
      events: ['response.completed'],
      surveyIds: [survey.id],
      description: 'Zapier',
      status: 'active',
      disabledReason: null,
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(hook.secretPreview).toBe(`whsec_****${hook.secret.slice(-4)}`);
    const { secret, ...record } = hook;
    const read = await file.api.get(`/api/v1/webhooks/${hook.id}`);
    expect(read.status).toBe(200);
    expect(read.body.webhook).toEqual(record);
    expect(read.text).not.toContain(secret);
    const list = await file.api.get('/api/v1/webhooks');
    expect(list.body.webhooks).toContainEqual(record);
    expect(list.text).not.toContain(secret);
  });

  it('keeps the secret sealed at rest: the row does not hold it, and it opens with SECRET_KEY only', async () => {
    const hook = (await create({ url: PUBLIC })).body.webhook;
    const row = await db().kysely.selectFrom('webhooks').selectAll().where('id', '=', hook.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(hook.secret);
    expect(JSON.stringify(row)).not.toContain(hook.secret.slice('whsec_'.length));
    expect(openSecret('test-secret', row.secret_sealed)).toBe(hook.secret);
    expect(() => openSecret('another-key', row.secret_sealed)).toThrow();
  });

  it('defaults to every event of every survey', async () => {
    const res = await create({ url: PUBLIC });
    expect(res.body.webhook).toMatchObject({ events: [], surveyIds: [], description: null });
  });

  it.each([
    ['plain http', 'http://93.184.216.34/hook', 'must use https'],
    ['loopback', 'https://127.0.0.1/hook', 'points at 127.0.0.1 is a loopback address'],
    ['private 10/8', 'https://10.1.2.3/hook', 'points at 10.1.2.3 is a private address'],
    ['private 192.168/16', 'https://192.168.0.10/hook', 'points at 192.168.0.10 is a private address'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data', 'points at 169.254.169.254 is a linkLocal address'],
    ['CGNAT', 'https://100.64.0.1/hook', 'points at 100.64.0.1 is a carrierGradeNat address'],
    ['unspecified', 'https://0.0.0.0/hook', 'points at 0.0.0.0 is a unspecified address'],
    ['IPv6 loopback', 'https://[::1]/hook', 'points at ::1 is a loopback address'],
    ['IPv4-mapped IPv6', 'https://[::ffff:10.0.0.1]/hook', 'points at 10.0.0.1 is a private address'],
    ['IPv6 unique local', 'https://[fd00::1]/hook', 'points at fd00::1 is a uniqueLocal address'],
    ['credentials in the URL', 'https://user:pw@93.184.216.34/hook', 'must not carry credentials'],
    ['a host that does not resolve', 'https://no-such-host.invalid/hook', 'host no-such-host.invalid does not resolve'],
  ])('refuses %s with 400 naming url and the reason', async (_label, url, message) => {
    const before = (await file.api.get('/api/v1/webhooks')).body.webhooks.length;
    const res = await create({ url });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.errors).toEqual([{ in: 'body', name: 'url', message }]);
    expect((await file.api.get('/api/v1/webhooks')).body.webhooks.length).toBe(before);
  });

  it.each([
    ['no url', {}, 'url', 'is required'],
    ['not a URL', { url: 'hooks' }, 'url', 'must match format "uri"'],
    [
      'an unknown event type',
      { url: PUBLIC, events: ['response.edited'] },
      'events[0]',
      'must be one of: response.started, response.completed, response.abandoned, survey.created, survey.status_changed, survey.deleted, rewards.low_stock, contact.unsubscribed, collector.closed, collector.locked, email.send_finished, debrief.closed, calibration.converged, quota.filled, quota.reopened, response.deleted, response.updated',
    ],
    [
      'a repeated event type',
      { url: PUBLIC, events: ['survey.created', 'survey.created'] },
      'events',
      'must NOT have duplicate items (items ## 0 and 1 are identical)',
    ],
    ['a survey id that is not a UUID', { url: PUBLIC, surveyIds: ['abc'] }, 'surveyIds[0]', 'must match format "uuid"'],
    ['an over-long description', { url: PUBLIC, description: 'x'.repeat(501) }, 'description', 'must NOT have more than 500 characters'],
    ['an unknown field', { url: PUBLIC, secret: 'mine' }, 'secret', 'is not a known field'],
  ])('refuses %s with 400 naming the field', async (_label, body, name, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ in: 'body', name, message });
  });

  it("refuses survey ids that are not the organisation's, naming each", async () => {
    const other = await file.svc.org();
    const theirs = (await other.api.post('/api/v1/surveys', { title: 'Theirs' })).body;
    const mine = (await file.api.post('/api/v1/surveys', { title: 'Mine' })).body;
    const res = await create({ url: PUBLIC, surveyIds: [mine.id, theirs.id, '0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { in: 'body', name: 'surveyIds[1]', message: `survey ${theirs.id} does not exist` },
      { in: 'body', name: 'surveyIds[2]', message: 'survey 0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f does not exist' },
    ]);
  });

  it(`holds at most ${WEBHOOK.perOrganization} subscriptions per organisation, also when created at once`, async () => {
    const org = await file.svc.org();
    const results = await Promise.all(Array.from({ length: WEBHOOK.perOrganization + 5 }, () => create({ url: PUBLIC }, org.api)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(WEBHOOK.perOrganization);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(5);
    expect(refused[0].body.errors[0].message).toBe(
      `an organisation holds at most ${WEBHOOK.perOrganization} webhook subscriptions; delete one first`,
    );
    expect((await org.api.get('/api/v1/webhooks')).body.webhooks).toHaveLength(WEBHOOK.perOrganization);
  });
});

describe('the plan gate (docs/design/auth.md, docs/design/plans.md: feature webhooks, Business and Enterprise)', () => {
  const gated = operations.filter((op) => op.feature === 'webhooks');

  it('gates every webhook operation and no other', () => {
    expect(gated.map((op) => op.operationId).sort()).toEqual([
      'createWebhook',
      'deleteWebhook',
      'getWebhook',
      'listWebhookDeliveries',
      'listWebhooks',
      'redeliverWebhookDelivery',
      'replayWebhookEvents',
      'testWebhook',
      'updateWebhook',
    ]);
    // The other gated operations: the pretest comparison (variantTesting, pretest.test.ts), the rewards
    // (rewards.test.ts), the contacts (emailDistribution, contacts.test.ts), the named collectors (collectors.test.ts)
    // the calculated variables (variables.test.ts), the debriefs (debriefs.test.ts) and the wording arms
    // (calibration.test.ts, variantTesting too) and the quotas (quotas.test.ts).
    const others = operations.filter((op) => op.feature && op.feature !== 'webhooks');
    expect(
      Object.fromEntries(
        [
          'variantTesting',
          'rewards',
          'emailDistribution',
          'namedCollectors',
          'calculatedFields',
          'debriefs',
          'instruments',
          'adaptiveProbes',
          'quotas',
          'auditLog',
        ].map((f) => [f, others.filter((op) => op.feature === f).length]),
      ),
    ).toEqual({
      variantTesting: 4,
      rewards: 5,
      emailDistribution: 23,
      namedCollectors: 3,
      calculatedFields: 4,
      debriefs: 5,
      instruments: 2,
      adaptiveProbes: 3,
      quotas: 5,
      auditLog: 1,
    });
    expect(
      others.every(
        (op) =>
          ['Contacts', 'Rewards', 'Collectors', 'Email', 'Variables', 'Debriefs', 'Calibration', 'Instruments', 'Quotas', 'Audit'].includes(
            op.tag,
          ) || op.operationId === 'comparePhrasings',
      ),
    ).toBe(true);
  });

  it.each(['free', 'starter', 'pro'] as const)(
    'answers 403 feature_not_available on %s, before the body or the resource is looked at',
    async (plan) => {
      const org = await file.svc.org({ plan });
      for (const op of gated) {
        const path = op.fullPath.replace('{webhookId}', '0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f');
        const res = await org.api.request(op.method.toUpperCase(), path, op.body ? { body: { url: 'not a url' } } : {});
        expect([op.operationId, res.status, res.body.code]).toEqual([op.operationId, 403, 'feature_not_available']);
        expect(res.body).toMatchObject({ feature: 'webhooks', plan, type: '/problems/feature_not_available' });
      }
    },
  );

  it('follows per-organisation overrides both ways', async () => {
    const pro = await file.svc.org({ plan: 'pro' });
    await updateOrganization(db(), pro.id, { features: { webhooks: true } });
    const business = await file.svc.org({ plan: 'business' });
    await updateOrganization(db(), business.id, { features: { webhooks: false } });
    // The keys were not used before the change, so no cached copy of the organisation predates it.
    expect((await create({ url: PUBLIC }, pro.api)).status).toBe(201);
    expect((await create({ url: PUBLIC }, business.api)).status).toBe(403);
    const enterprise = await file.svc.org({ plan: 'enterprise' });
    expect((await create({ url: PUBLIC }, enterprise.api)).status).toBe(201);
  });

  it('queues nothing new for an organisation whose plan lost the feature; its subscriptions stay', async () => {
    const org = await file.svc.org({ plan: 'business' });
    const hook = (await create({ url: PUBLIC }, org.api)).body.webhook;
    await org.api.post('/api/v1/surveys', { title: 'Queued' });
    await updateOrganization(db(), org.id, { plan: 'pro' });
    await org.api.post('/api/v1/surveys', { title: 'Not queued' });
    const queued = await db().kysely.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.id).execute();
    expect(queued).toHaveLength(1);
    expect(await db().kysely.selectFrom('webhooks').select('status').where('id', '=', hook.id).executeTakeFirstOrThrow()).toEqual({
      status: 'active',
    });
  });
});

describe('delete', () => {
  it("answers 204 and removes the subscription with its queue; another organisation's is 404", async () => {
    const hook = (await create({ url: PUBLIC })).body.webhook;
    await file.api.post('/api/v1/surveys', { title: 'Queues one survey.created' });
    const stranger = await file.svc.org();
    expect((await stranger.api.delete(`/api/v1/webhooks/${hook.id}`)).status).toBe(404);
    const queued = await db().kysely.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.id).execute();
    expect(queued.length).toBeGreaterThan(0);
    const res = await file.api.delete(`/api/v1/webhooks/${hook.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await file.api.get(`/api/v1/webhooks/${hook.id}`)).status).toBe(404);
    expect(await db().kysely.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.id).execute()).toEqual([]);
    expect((await file.api.delete(`/api/v1/webhooks/${hook.id}`)).status).toBe(404);
  });
});

describe('the delivery log and the test ping', () => {
  it('queues a signed test event for this subscription only and lists it, newest first, by page and by cursor', async () => {
    const org = await file.svc.org();
    const hook = (await create({ url: PUBLIC, events: ['response.completed'] }, org.api)).body.webhook;
    const other = (await create({ url: PUBLIC }, org.api)).body.webhook;
    const pings = [];
    for (let i = 0; i < 3; i++) {
      const res = await org.api.post(`/api/v1/webhooks/${hook.id}/test`);
      expect(res.status).toBe(202);
      expect(res.body.delivery).toMatchObject({
        webhookId: hook.id,
        eventType: 'webhook.test',
        status: 'pending',
        attemptCount: 0,
        attempts: [],
        lastStatusCode: null,
      });
      pings.push(res.body.delivery);
    }
    const event = await db().kysely.selectFrom('events').selectAll().where('id', '=', pings[0].eventId).executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toEqual({
      id: pings[0].eventId,
      type: 'webhook.test',
      createdAt: pings[0].createdAt,
      organizationId: org.id,
      data: { webhookId: hook.id, message: 'This is a test event from Fieldwork.' },
    });
    expect((await org.api.get(`/api/v1/webhooks/${other.id}/deliveries`)).body.data).toEqual([]);
    const page = await org.api.get(`/api/v1/webhooks/${hook.id}/deliveries`, { query: { pageSize: 2 } });
    expect(page.body.data.map((d: { id: string }) => d.id)).toEqual([pings[2].id, pings[1].id]);
    expect(page.body.pagination).toMatchObject({ total: 3, page: 1, pageSize: 2, totalPages: 2, hasMore: true });
    const next = await org.api.get(`/api/v1/webhooks/${hook.id}/deliveries`, {
      query: { pageSize: 2, cursor: page.body.pagination.nextCursor },
    });
    expect(next.body.data).toEqual([pings[0]]);
    expect(next.body.pagination).toEqual({ limit: 2, hasMore: false, nextCursor: null });
    expect((await org.api.get(`/api/v1/webhooks/${hook.id}/deliveries`, { query: { status: 'delivered' } })).body.data).toEqual([]);
    expect((await org.api.get(`/api/v1/webhooks/${hook.id}/deliveries`, { query: { status: 'pending' } })).body.pagination.total).toBe(3);
    const bad = await org.api.get(`/api/v1/webhooks/${hook.id}/deliveries`, { query: { status: 'lost' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ in: 'query', name: 'status' });
    const replayed = await org.api.get(`/api/v1/webhooks/${other.id}/deliveries`, { query: { cursor: page.body.pagination.nextCursor } });
    expect(replayed.status).toBe(400);
  });

  it('refuses to ping a disabled subscription with 409 webhook_disabled', async () => {
    const hook = (await create({ url: PUBLIC })).body.webhook;
    await db()
      .kysely.updateTable('webhooks')
      .set({ status: 'disabled', disabled_reason: 'the receiver answered 410 Gone' })
      .where('id', '=', hook.id)
      .execute();
    const res = await file.api.post(`/api/v1/webhooks/${hook.id}/test`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'webhook_disabled', type: '/problems/webhook_disabled' });
    expect((await file.api.get(`/api/v1/webhooks/${hook.id}`)).body.webhook).toMatchObject({
      status: 'disabled',
      disabledReason: 'the receiver answered 410 Gone',
    });
  });
});

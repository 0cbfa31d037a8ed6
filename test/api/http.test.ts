// The HTTP plumbing every operation shares (docs/design/errors.md, docs/design/rate-limits.md): problems, request ids, unknown routes and methods, bodies,
// rate limits, and that nothing leaks a stack trace.
import { useService, startTestService, type TestService } from '../helpers/service';
import { Api } from '../helpers/api';
import { batchFor } from '../../src/rate-limit';

let svc: TestService;
let api: Api;

beforeAll(async () => {
  svc = await startTestService({ RATE_LIMIT_PER_MINUTE: '1000000' });
  ({ api } = await svc.org());
});
afterAll(() => svc.close());

describe('request ids (docs/design/errors.md)', () => {
  it('echoes a sane X-Request-Id and puts it in problem bodies', async () => {
    const res = await api.get('/api/v1/surveys/not-a-uuid', { headers: { 'x-request-id': 'client-trace.42' } });
    expect(res.headers.get('x-request-id')).toBe('client-trace.42');
    expect(res.body.requestId).toBe('client-trace.42');
  });

  it('replaces one that is not sane', async () => {
    const res = await api.get('/api/v1/surveys', { headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('routes and methods', () => {
  it('answers 404 not_found problem for a path no operation has', async () => {
    const res = await api.get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', type: '/problems/not_found', status: 404 });
  });

  it('answers 405 with Allow for a method the path does not support', async () => {
    const res = await api.request('PATCH', '/api/v1/surveys');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(res.body.code).toBe('method_not_allowed');
  });

  it('answers HEAD where the contract declares it (the health checks, for monitors), else 405 naming what the path takes', async () => {
    const created = await api.post('/api/v1/surveys', { title: 'Heads up' });
    const path = `/api/v1/surveys/${created.body.id}`;
    const head = await api.head(path);
    expect(head.status).toBe(405);
    expect(head.text).toBe('');
    expect(head.headers.get('allow')).toBe('DELETE, GET, PUT');
    const live = await api.as(null).head('/healthz');
    expect([live.status, live.text]).toEqual([200, '']);
    expect((await api.as(null).head('/readyz')).status).toBe(200);
  });
});

describe('bodies', () => {
  it('answers 400 for malformed JSON, naming the body', async () => {
    const res = await api.request('POST', '/api/v1/surveys', { rawBody: '{"title": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ in: 'body', name: '(body)', message: 'is not valid JSON' }]);
  });

  it('answers 400 when a required body is missing', async () => {
    const res = await api.request('POST', '/api/v1/surveys');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ in: 'body', message: 'a JSON body is required' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await api.request('POST', '/api/v1/surveys', {
      rawBody: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('takes a response import over the usual limit: the operation declares the import limit (x-body-limit)', async () => {
    const survey = (await api.post('/api/v1/surveys', { title: 'Imported' })).body;
    const records = { responses: [{ externalId: 'padded', status: 'in_progress', startedAt: '2026-11-20T10:00:00.000Z', answers: [] }] };
    // 2 MB of white space around a one-record batch: over the usual 1 MB, within the import's 16 MB.
    const rawBody = `${JSON.stringify(records)}${' '.repeat(2 * 1024 * 1024)}`;
    const res = await api.request('POST', `/api/v1/surveys/${survey.id}/responses`, {
      rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0].created).toBe(true);
    const other = await api.request('POST', '/api/v1/surveys', {
      rawBody: `{"title":"x"}${' '.repeat(2 * 1024 * 1024)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(other.status).toBe(413);
  });

  it('answers 413 for a body over the limit and stores nothing', async () => {
    const before = (await api.get('/api/v1/surveys')).body.pagination.total;
    const res = await api.post('/api/v1/surveys', { title: 'big', description: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    expect((await api.get('/api/v1/surveys')).body.pagination.total).toBe(before);
  });
});

describe('errors never leak internals', () => {
  it('answers 500 internal_error problem without a stack trace when something fails inside', async () => {
    const db = svc.running.services.db.kysely;
    const s = (await api.post('/api/v1/surveys', { title: 'x' })).body;
    // Corrupt the stored messages so that reading the survey throws inside the service.
    await db.updateTable('surveys').set({ messages: '{not json' }).where('id', '=', s.id).execute();
    const res = await api.get(`/api/v1/surveys/${s.id}`);
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: 'internal_error', status: 500 });
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.text).not.toContain('SyntaxError');
    await db.updateTable('surveys').set({ messages: '{}' }).where('id', '=', s.id).execute();
    expect((await api.get(`/api/v1/surveys/${s.id}`)).status).toBe(200);
  });
});

/** A second server on the same database with its own services (its own in-memory limiter), as a second process has. */
async function secondInstance(of: TestService) {
  const { createServices, startServer } = await import('../../src/server');
  const { createLogger } = await import('../../src/log');
  return startServer(await createServices(of.running.services.config, createLogger('silent')), 0, '127.0.0.1');
}

describe('rate limit (docs/design/rate-limits.md)', () => {
  const limited = useService({ RATE_LIMIT_PER_MINUTE: '5' });

  it('counts per organisation, says what is left, and answers 429 with Retry-After past the limit', async () => {
    const a = (await limited.svc.org()).api;
    const b = (await limited.svc.org()).api;
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await a.get('/api/v1/surveys');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('5');
      remaining.push(Number(res.headers.get('ratelimit-remaining')));
      const reset = Number(res.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }
    // A window can roll over during the loop; within one window the count only goes down.
    expect(remaining[remaining.length - 1]).toBeLessThan(5);
    let res = await a.get('/api/v1/surveys');
    while (res.status === 200) res = await a.get('/api/v1/surveys'); // at most one more window's worth
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect((await b.get('/api/v1/surveys')).status).toBe(200); // another organisation has its own budget
  });

  it('shares one budget across server processes on the same database', async () => {
    const { id } = await limited.svc.org();
    const key = await limited.svc.key(id, ['surveys:read']);
    const second = await secondInstance(limited.svc);
    try {
      const twin = new Api(second.url, key.key);
      const statuses: number[] = [];
      // 12 requests alternating between the servers: whatever window boundary falls among them, one window
      // holds at least 6, so a shared budget of 5 must refuse at least one; separate budgets would refuse none.
      for (let i = 0; i < 12; i++) statuses.push((await (i % 2 ? twin : key).get('/api/v1/surveys')).status);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    } finally {
      await second.close();
    }
  });
});

describe('rate limit counted in memory, flushed to the shared counter (docs/design/rate-limits.md)', () => {
  const LIMIT = 300;
  const batch = batchFor(LIMIT); // each process adds its hits to the shared counter every `batch` hits
  const first = useService({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });

  it('two processes together admit the limit, and at most limit + 2 × (batch − 1), in one window', async () => {
    expect(batch).toBeGreaterThan(1); // the limit is one that is batched
    const { id } = await first.svc.org();
    const key = await first.svc.key(id, ['surveys:read']);
    const second = await secondInstance(first.svc);
    try {
      const twin = new Api(second.url, key.key);
      // One window: start with at least 15 s of it left.
      const intoWindow = () => (Date.now() / 1000) % 60;
      if (intoWindow() > 45) await new Promise((r) => setTimeout(r, (60.2 - intoWindow()) * 1000));
      const windowOf = () => Math.floor(Date.now() / 60_000);
      const window = windowOf();
      let admitted = 0;
      let refused = 0;
      for (let i = 0; i < LIMIT + 4 * batch; i++) {
        const res = await (i % 2 ? twin : key).get('/api/v1/surveys');
        if (res.status === 200) admitted++;
        else if (res.status === 429) refused++;
        else throw new Error(`status ${res.status}`);
      }
      expect(windowOf()).toBe(window);
      expect(admitted).toBeGreaterThanOrEqual(LIMIT);
      expect(admitted).toBeLessThanOrEqual(LIMIT + 2 * (batch - 1));
      expect(refused).toBe(LIMIT + 4 * batch - admitted);
      // What the two processes counted in memory reaches the shared counter: all of them, once flushed.
      await second.services.rateLimiter.flush();
      await first.svc.running.services.rateLimiter.flush();
      const row = await first.svc.running.services.db.kysely
        .selectFrom('rate_limit_counters')
        .select('count')
        .where('bucket', '=', `org:${id}`)
        .executeTakeFirstOrThrow();
      expect(Number(row.count)).toBe(LIMIT + 4 * batch);
    } finally {
      await second.close();
    }
  });
});

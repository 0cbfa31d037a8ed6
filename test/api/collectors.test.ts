// Collectors (docs/design/collectors.md): the default link of every survey, named collectors behind `namedCollectors`, and their rules as
// the respondent API and the hosted page enforce them.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';

const file = useService();
const COLLECT = '/api/collect/v1';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
/** A distinct user agent per call, so that the one-per-device rule does not see every test request as one device. */
let agents = 0;
const agent = () => `${PHONE} test/${++agents}`;

async function liveSurvey() {
  return buildSurvey(file.api, [{ key: 'a', type: 'single_choice', config: { options: opts('x', 'y') } }]);
}
const collectorsOf = async (surveyId: string) => (await file.api.get(`/api/v1/surveys/${surveyId}/collectors`)).body.data;
const create = (surveyId: string, body: object) => file.api.post(`/api/v1/surveys/${surveyId}/collectors`, body);
const start = (surveyId: string, body: object = {}, userAgent = agent()) =>
  file.svc.anonymous.post(`${COLLECT}/surveys/${surveyId}/sessions`, body, { headers: { 'User-Agent': userAgent } });

describe('the default collector', () => {
  it('comes with every new survey, is open with no rules, and gives its hosted link', async () => {
    const s = await liveSurvey();
    const list = await collectorsOf(s.id);
    expect(list).toEqual([
      expect.objectContaining({
        surveyId: s.id,
        name: 'Web link',
        type: 'link',
        status: 'open',
        isDefault: true,
        url: `http://localhost:3000/s/${list[0].id}`,
        settings: {
          closesAt: null,
          responseLimit: null,
          allowMultiplePerDevice: true,
          passwordProtected: false,
          redirectUrl: null,
          allowedOrigins: [],
        },
        responseCount: 0,
      }),
    ]);
    expect(list[0]).not.toHaveProperty('embedCode');
  });

  it('takes every session that names no collector, so each has a collectorId', async () => {
    const s = await liveSurvey();
    const [link] = await collectorsOf(s.id);
    const started = await start(s.id);
    expect(started.status).toBe(201);
    const responses = await file.api.get(`/api/v1/surveys/${s.id}/responses`);
    expect(responses.body.data.map((r: { collectorId: string }) => r.collectorId)).toEqual([link.id]);
    expect((await file.api.get(`/api/v1/collectors/${link.id}`)).body.responseCount).toBe(1);
  });

  it('cannot be deleted (409 collector_is_default), but can be closed', async () => {
    const s = await liveSurvey();
    const [link] = await collectorsOf(s.id);
    expect(await file.api.delete(`/api/v1/collectors/${link.id}`)).toMatchObject({ status: 409, body: { code: 'collector_is_default' } });
    const closed = await file.api.patch(`/api/v1/collectors/${link.id}`, { status: 'closed' });
    expect(closed.body.status).toBe('closed');
    expect(await start(s.id)).toMatchObject({ status: 409, body: { code: 'collector_closed' } });
  });
});

describe('named collectors', () => {
  it('are created, read, changed and deleted; the password is write-only and an embed carries its snippet', async () => {
    const s = await liveSurvey();
    const made = await create(s.id, {
      name: '  Help centre ',
      type: 'embed',
      settings: { password: 'panel-2026', responseLimit: 50, redirectUrl: 'https://example.com/thanks' },
    });
    expect(made.status).toBe(201);
    expect(made.headers.get('location')).toBe(`/api/v1/collectors/${made.body.id}`);
    expect(made.body).toMatchObject({
      name: 'Help centre',
      type: 'embed',
      isDefault: false,
      settings: { passwordProtected: true, responseLimit: 50, redirectUrl: 'https://example.com/thanks', allowMultiplePerDevice: true },
    });
    expect(made.body.embedCode).toBe(
      `<iframe src="http://localhost:3000/s/${made.body.id}" title="Help centre" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>`,
    );
    expect(JSON.stringify(made.body)).not.toContain('panel-2026');
    const stored = await file.svc.running.services.db.kysely
      .selectFrom('collectors')
      .selectAll()
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\./);
    expect(stored.password_hash).not.toContain('panel-2026');

    const changed = await file.api.patch(`/api/v1/collectors/${made.body.id}`, {
      name: 'Help centre (EN)',
      settings: { password: null, responseLimit: null, allowMultiplePerDevice: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Help centre (EN)',
      settings: { passwordProtected: false, responseLimit: null, allowMultiplePerDevice: false, redirectUrl: 'https://example.com/thanks' },
    });
    expect((await file.api.get(`/api/v1/collectors/${made.body.id}`)).body).toEqual(changed.body);
    expect((await collectorsOf(s.id)).map((c: { id: string }) => c.id)).toContain(made.body.id);
    expect((await file.api.delete(`/api/v1/collectors/${made.body.id}`)).status).toBe(204);
    expect((await file.api.get(`/api/v1/collectors/${made.body.id}`)).status).toBe(404);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const s = await liveSurvey();
    const cases: [object, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x', type: 'sms' }, 'type'],
      [{ name: 'x', settings: { responseLimit: 0 } }, 'settings.responseLimit'],
      [{ name: 'x', settings: { password: 'abc' } }, 'settings.password'],
      [{ name: 'x', settings: { redirectUrl: 'javascript:alert(1)' } }, 'settings.redirectUrl'],
      [{ name: 'x', settings: { closesAt: 'tomorrow' } }, 'settings.closesAt'],
      [{ name: 'x', settings: { colour: 'red' } }, 'settings.colour'],
    ];
    for (const [body, field] of cases) {
      const res = await create(s.id, body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { name: string }) => e.name)).toContain(field);
    }
    expect(await collectorsOf(s.id)).toHaveLength(1);
  });

  it('with responses cannot be deleted (409 collector_has_responses) and keep counting them', async () => {
    const s = await liveSurvey();
    const c = (await create(s.id, { name: 'Newsletter' })).body;
    expect((await start(s.id, { collectorId: c.id })).status).toBe(201);
    expect(await file.api.delete(`/api/v1/collectors/${c.id}`)).toMatchObject({ status: 409, body: { code: 'collector_has_responses' } });
    expect((await file.api.get(`/api/v1/collectors/${c.id}`)).body.responseCount).toBe(1);
  });

  it('need namedCollectors: the free plan lists and reads its default link but cannot create one (403)', async () => {
    const free = await file.svc.org({ plan: 'free' });
    const s = await buildSurvey(free.api, [{ key: 'a', type: 'short_text' }]);
    const list = await free.api.get(`/api/v1/surveys/${s.id}/collectors`);
    expect(list.status).toBe(200);
    expect((await free.api.get(`/api/v1/collectors/${list.body.data[0].id}`)).status).toBe(200);
    const refused = await free.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Newsletter' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'feature_not_available', feature: 'namedCollectors', plan: 'free' });
    const patch = await free.api.patch(`/api/v1/collectors/${list.body.data[0].id}`, { status: 'closed' });
    expect(patch.status).toBe(403);
  });
});

describe('the rules, on the respondent API', () => {
  it('refuses a collector of another survey or an unknown one (404)', async () => {
    const a = await liveSurvey();
    const b = await liveSurvey();
    const [other] = await collectorsOf(b.id);
    expect((await start(a.id, { collectorId: other.id })).status).toBe(404);
    expect((await start(a.id, { collectorId: '0192f3c4-0000-7000-8000-000000000000' })).status).toBe(404);
  });

  it('closes at closesAt (409 collector_closed)', async () => {
    const s = await liveSurvey();
    const c = (await create(s.id, { name: 'Past', settings: { closesAt: '2020-01-01T00:00:00Z' } })).body;
    expect(await start(s.id, { collectorId: c.id })).toMatchObject({ status: 409, body: { code: 'collector_closed' } });
    await file.api.patch(`/api/v1/collectors/${c.id}`, { settings: { closesAt: '2999-01-01T00:00:00Z' } });
    expect((await start(s.id, { collectorId: c.id })).status).toBe(201);
  });

  it('asks for the password (401 password_required when missing or wrong)', async () => {
    const s = await liveSurvey();
    const c = (await create(s.id, { name: 'Panel', settings: { password: 'open sesame' } })).body;
    expect(await start(s.id, { collectorId: c.id })).toMatchObject({ status: 401, body: { code: 'password_required' } });
    expect((await start(s.id, { collectorId: c.id, password: 'open sesam' })).status).toBe(401);
    expect((await start(s.id, { collectorId: c.id, password: 'open sesame' })).status).toBe(201);
  });

  it('takes one response per device when asked (409 already_responded); another device still gets in', async () => {
    const s = await liveSurvey();
    const c = (await create(s.id, { name: 'Once', settings: { allowMultiplePerDevice: false } })).body;
    const device = agent();
    expect((await start(s.id, { collectorId: c.id }, device)).status).toBe(201);
    expect(await start(s.id, { collectorId: c.id }, device)).toMatchObject({ status: 409, body: { code: 'already_responded' } });
    expect((await start(s.id, { collectorId: c.id }, agent())).status).toBe(201);
    // The same device through another collector is another matter.
    expect((await start(s.id, {}, device)).status).toBe(201);
  });

  it('lets exactly responseLimit sessions in under 20 concurrent starts (409 collector_full for the rest)', async () => {
    const s = await liveSurvey();
    const c = (await create(s.id, { name: 'Five', settings: { responseLimit: 5 } })).body;
    const results = await Promise.all(Array.from({ length: 20 }, () => start(s.id, { collectorId: c.id })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(15);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.code}`))).toEqual(new Set(['409 collector_full']));
    expect((await file.api.get(`/api/v1/collectors/${c.id}`)).body.responseCount).toBe(5);
  });
});

describe('the webhook event collector.closed', () => {
  it('fires once when the session that fills the limit starts, and once when the owner closes a collector', async () => {
    const { db } = file.svc.running.services;
    await db.kysely.deleteFrom('webhooks').where('organization_id', '=', file.orgId).execute();
    const hook = await file.api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/collectors', events: ['collector.closed'] });
    expect(hook.status).toBe(201);
    const s = await liveSurvey();
    const two = (await create(s.id, { name: 'Two', settings: { responseLimit: 2 } })).body;
    const other = (await create(s.id, { name: 'Other' })).body;
    const closedEvents = async () =>
      (
        await db.kysely
          .selectFrom('events')
          .select('payload')
          .where('organization_id', '=', file.orgId)
          .where('type', '=', 'collector.closed')
          .orderBy('position') // the order the feed serves them in (a table's rows come back in any order)
          .execute()
      )
        .map((e) => JSON.parse(e.payload).data)
        .filter((d: { surveyId: string }) => d.surveyId === s.id);
    await start(s.id, { collectorId: two.id });
    expect(await closedEvents()).toEqual([]);
    await start(s.id, { collectorId: two.id });
    await start(s.id, { collectorId: two.id }); // refused: no second event
    expect(await closedEvents()).toEqual([{ surveyId: s.id, collectorId: two.id, reason: 'response_limit', responseCount: 2 }]);
    await file.api.patch(`/api/v1/collectors/${other.id}`, { status: 'closed' });
    await file.api.patch(`/api/v1/collectors/${other.id}`, { status: 'closed' }); // already closed: nothing new
    expect(await closedEvents()).toEqual([
      { surveyId: s.id, collectorId: two.id, reason: 'response_limit', responseCount: 2 },
      { surveyId: s.id, collectorId: other.id, reason: 'closed', responseCount: 0 },
    ]);
    const deliveries = (await file.api.get(`/api/v1/webhooks/${hook.body.webhook.id}/deliveries`)).body.data;
    expect(deliveries.filter((d: { eventType: string }) => d.eventType === 'collector.closed').length).toBeGreaterThanOrEqual(2);
  });
});

describe('collectors in the analysis', () => {
  it('filter the responses list and form the cross-tabulation dimension `collector`', async () => {
    const s = await liveSurvey();
    const [link] = await collectorsOf(s.id);
    const news = (await create(s.id, { name: 'Newsletter' })).body;
    for (const collectorId of [news.id, news.id, undefined]) {
      const started = await start(s.id, collectorId ? { collectorId } : {});
      const headers = { 'X-Session-Token': started.body.token };
      await file.svc.anonymous.post(
        `${COLLECT}/sessions/${started.body.sessionId}/answers`,
        { answers: [{ questionId: s.q.a, value: 'x' }] },
        { headers },
      );
      await file.svc.anonymous.post(`${COLLECT}/sessions/${started.body.sessionId}/complete`, undefined, { headers });
    }
    const filtered = await file.api.get(`/api/v1/surveys/${s.id}/responses`, { query: { collectorId: news.id } });
    expect(filtered.body.data).toHaveLength(2);
    expect(filtered.body.pagination.total).toBe(2);
    expect(filtered.body.data.every((r: { collectorId: string }) => r.collectorId === news.id)).toBe(true);
    const table = await file.api.get(`/api/v1/surveys/${s.id}/analytics/cross-tabulation`, {
      query: { rows: 'collector', cols: 'device' },
    });
    expect(table.status).toBe(200);
    expect(table.body.rowLabels).toEqual([news.id, link.id]);
    expect(table.body.cells.map((row: { base: number }[]) => row.reduce((n, c) => n + c.base, 0))).toEqual([2, 1]);
  });
});

describe('the rules, on the hosted page', () => {
  const page = (id: string) => file.svc.anonymous.get(`/s/${id}`);

  it('says clearly why it takes no response: closed, full, unknown', async () => {
    const s = await liveSurvey();
    const closed = (await create(s.id, { name: 'Closed', settings: { closesAt: '2020-01-01T00:00:00Z' } })).body;
    const full = (await create(s.id, { name: 'Full', settings: { responseLimit: 1 } })).body;
    await start(s.id, { collectorId: full.id });
    const closedPage = await page(closed.id);
    expect(closedPage.status).toBe(409);
    expect(closedPage.text).toContain('This link is closed');
    const fullPage = await page(full.id);
    expect(fullPage.status).toBe(409);
    expect(fullPage.text).toContain('All responses received');
    const unknown = await page('0192f3c4-0000-7000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Survey not found');
  });

  it('asks for the password and says when it is wrong', async () => {
    const s = await liveSurvey();
    const c = (await create(s.id, { name: 'Panel', settings: { password: 'open sesame' } })).body;
    const welcome = await page(c.id);
    expect(welcome.status).toBe(200);
    expect(welcome.text).toContain('type="password"');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await file.svc.anonymous.request('POST', `/s/${c.id}`, { rawBody: 'action=start&password=nope', headers: form });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('The password is not right.');
    const right = await file.svc.anonymous.request('POST', `/s/${c.id}`, {
      rawBody: 'action=start&password=open+sesame',
      headers: form,
      redirect: 'manual',
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/s/${c.id}`);
    expect(right.headers.get('set-cookie')).toMatch(/fw_s=[0-9a-f-]{36}\.[\w-]+; Path=\/s\/[0-9a-f-]{36}; HttpOnly; SameSite=Lax/);
  });

  it('shows a paused survey its paused message (409)', async () => {
    const s = await liveSurvey();
    expect((await file.api.put(`/api/v1/surveys/${s.id}`, { messages: { paused: 'Back on Monday.' }, status: 'paused' })).status).toBe(200);
    const [link] = await collectorsOf(s.id);
    const res = await page(link.id);
    expect(res.status).toBe(409);
    expect(res.text).toContain('Back on Monday.');
  });
});

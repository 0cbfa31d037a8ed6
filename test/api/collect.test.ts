// The respondent surface /api/collect/v1 (docs/design/responses.md, docs/design/questions-and-logic.md): the respondent view, sessions through logic (jumps, end,
// screen-out, quota-full, a loop), answer validation, tokens, paused surveys, the per-IP limit, abandonment.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';
import { sweepAbandoned } from '../../src/responses/abandon';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const file = useService({ GEO_COUNTRY_HEADER: 'CF-IPCountry', GEO_REGION_HEADER: 'X-Region' });

const COLLECT = '/api/collect/v1';
const always = { any: [{ operator: 'answered' }, { operator: 'skipped' }] };

/** welcome -> age (under 18 screened out) -> used (no: jump to why) -> nps (>= 7: jump to like) -> bad -> like -> plan (enterprise: quota full; none: end) -> why -> thanks */
const mainSurvey = () =>
  buildSurvey(file.api, [
    { key: 'welcome', type: 'welcome_screen' },
    {
      key: 'age',
      type: 'single_choice',
      config: { options: opts('minor', 'adult'), logic: [{ when: { operator: 'equals', value: 'minor' }, then: { screenOut: true } }] },
    },
    { key: 'used', type: 'yes_no', config: { logic: [{ when: { operator: 'equals', value: 'no' }, then: { jumpTo: '@why' } }] } },
    { key: 'nps', type: 'nps', config: { logic: [{ when: { operator: 'gte', value: 7 }, then: { jumpTo: '@like' } }] } },
    { key: 'bad', type: 'long_text', required: false },
    { key: 'like', type: 'long_text', required: false },
    {
      key: 'plan',
      type: 'dropdown',
      config: {
        options: opts('free', 'pro', 'enterprise', 'none'),
        logic: [
          { when: { operator: 'equals', value: 'enterprise' }, then: { quotaFull: true } },
          { when: { operator: 'equals', value: 'none' }, then: { endSurvey: true } },
          { when: always, then: { jumpTo: '@thanks' } },
        ],
      },
    },
    { key: 'why', type: 'single_choice', config: { options: opts('forgot', 'switched'), allowOther: true } },
    { key: 'thanks', type: 'thank_you_screen' },
  ]);

async function start(surveyId: string, headers: Record<string, string> = {}, body?: object) {
  const res = await file.svc.anonymous.post(`${COLLECT}/surveys/${surveyId}/sessions`, body, { headers });
  expect(res.status).toBe(201);
  expect(res.headers.get('location')).toBe(`${COLLECT}/sessions/${res.body.sessionId}`); // where its state reads
  return res.body as { sessionId: string; token: string; nextQuestionId: string; path: string[] };
}

function respondent(session: { sessionId: string; token: string }) {
  const headers = { 'X-Session-Token': session.token };
  return {
    answer: (questionId: string, value?: unknown, extra: object = {}) =>
      file.svc.anonymous.post(
        `${COLLECT}/sessions/${session.sessionId}/answers`,
        { answers: [{ questionId, value, timeMs: 1500 }], ...extra },
        { headers },
      ),
    send: (body: object, h: Record<string, string> = headers) =>
      file.svc.anonymous.post(`${COLLECT}/sessions/${session.sessionId}/answers`, body, { headers: h }),
    complete: () => file.svc.anonymous.post(`${COLLECT}/sessions/${session.sessionId}/complete`, undefined, { headers }),
  };
}

async function stored(surveyId: string, sessionId: string) {
  const list = await file.api.get(`/api/v1/surveys/${surveyId}/responses`, { query: { pageSize: 100 } });
  return (list.body.data as { id: string }[]).find((r) => r.id === sessionId) as any;
}

describe('the respondent view', () => {
  it('shows a live survey without logic or answer keys, and no draft survey at all', async () => {
    const s = await buildSurvey(file.api, [
      {
        key: 'a',
        type: 'attention_check',
        config: {
          options: opts('x', 'y'),
          expectedOptionId: 'x',
          logic: [{ when: { operator: 'equals', value: 'y' }, then: { screenOut: true } }],
        },
      },
    ]);
    const view = await file.svc.anonymous.get(`${COLLECT}/surveys/${s.id}`);
    expect(view.status).toBe(200);
    expect(view.body.acceptingResponses).toBe(true);
    expect(view.body.questions[0].config).toEqual({ options: opts('x', 'y') });
    const draft = await buildSurvey(file.api, [{ key: 'a', type: 'short_text' }], { live: false });
    expect((await file.svc.anonymous.get(`${COLLECT}/surveys/${draft.id}`)).status).toBe(404);
    expect((await file.svc.anonymous.post(`${COLLECT}/surveys/${draft.id}/sessions`)).status).toBe(404);
  });
});

describe('a session through the logic', () => {
  let s: Awaited<ReturnType<typeof mainSurvey>>;
  let newsletter: string;
  beforeAll(async () => {
    s = await mainSurvey();
    newsletter = (await file.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Newsletter' })).body.id;
  });

  it('follows jumps to the thank-you screen, completes, and records device, geography and timings', async () => {
    const session = await start(
      s.id,
      { 'User-Agent': IPHONE, 'CF-IPCountry': 'de', 'X-Region': 'Berlin' },
      { collectorId: newsletter, metadata: { campaign: 'winter' } },
    );
    expect(session.nextQuestionId).toBe(s.q.welcome);
    const r = respondent(session);
    expect((await r.answer(s.q.welcome)).body.nextQuestionId).toBe(s.q.age);
    expect((await r.answer(s.q.age, 'adult')).body.nextQuestionId).toBe(s.q.used);
    expect((await r.answer(s.q.used, 'yes')).body.nextQuestionId).toBe(s.q.nps);
    const jumped = await r.answer(s.q.nps, 9);
    expect(jumped.body).toMatchObject({ nextQuestionId: s.q.like, status: 'in_progress', canComplete: false });
    expect((await r.answer(s.q.like, 'Fast sync', { events: [{ type: 'paste', questionId: s.q.like }] })).body.nextQuestionId).toBe(
      s.q.plan,
    );
    const atEnd = await r.answer(s.q.plan, 'pro');
    expect(atEnd.body).toMatchObject({ nextQuestionId: s.q.thanks, canComplete: true });
    const done = await r.complete();
    expect(done.body).toMatchObject({ status: 'completed', endReason: null, nextQuestionId: null });
    expect((await r.complete()).body.completedAt).toBe(done.body.completedAt); // safe to retry
    const row = await stored(s.id, session.sessionId);
    expect(row.path).toEqual([s.q.welcome, s.q.age, s.q.used, s.q.nps, s.q.like, s.q.plan, s.q.thanks]);
    expect(row.answers.map((a: { value: unknown }) => a.value)).toEqual(['adult', 'yes', 9, 'Fast sync', 'pro']);
    expect(row.answers[0].timeMs).toBe(1500);
    expect(row.device).toEqual({ type: 'mobile', browser: 'Mobile Safari', os: 'iOS' });
    expect(row.geography).toEqual({ country: 'DE', region: 'Berlin' });
    expect(row.collectorId).toBe(newsletter);
    expect(row.metadata).toEqual({ campaign: 'winter' });
    expect(row.events).toEqual([expect.objectContaining({ type: 'paste', questionId: s.q.like })]);
    expect(row.durationSeconds).toBeGreaterThanOrEqual(0);
  });

  it('takes the low-score branch, and the "no" branch jumps past the middle', async () => {
    const low = respondent(await start(s.id));
    await low.answer(s.q.welcome);
    await low.answer(s.q.age, 'adult');
    await low.answer(s.q.used, 'yes');
    expect((await low.answer(s.q.nps, 3)).body.nextQuestionId).toBe(s.q.bad);
    expect((await low.answer(s.q.bad)).body.nextQuestionId).toBe(s.q.like); // optional: passed without a value
    const lapsed = respondent(await start(s.id));
    await lapsed.answer(s.q.welcome);
    await lapsed.answer(s.q.age, 'adult');
    expect((await lapsed.answer(s.q.used, 'no')).body.nextQuestionId).toBe(s.q.why);
    expect((await lapsed.answer(s.q.why, { other: 'Too busy' })).body.nextQuestionId).toBe(s.q.thanks);
  });

  it.each([
    ['screen-out', 'age', 'minor', 'screened_out'],
    ['quota-full', 'plan', 'enterprise', 'quota_full'],
    ['end', 'plan', 'none', null],
  ])('a %s rule completes the session with its end reason and takes no more answers', async (_name, key, value, endReason) => {
    const session = await start(s.id);
    const r = respondent(session);
    const path: [string, unknown][] = [
      ['welcome', undefined],
      ['age', 'adult'],
      ['used', 'yes'],
      ['nps', 8],
      ['like', undefined],
      ['plan', 'pro'],
    ];
    for (const [k, v] of path) {
      if (k === key) break;
      await r.answer(s.q[k], v);
    }
    const ended = await r.answer(s.q[key], value);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'completed', endReason, nextQuestionId: null, canComplete: false });
    expect(ended.body.completedAt).not.toBeNull();
    const again = await r.answer(s.q.thanks);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('session_finished');
    expect((await stored(s.id, session.sessionId)).endReason).toBe(endReason);
  });

  it('refuses answers of the wrong shape, for another question, without or with a wrong token, and early completion', async () => {
    const session = await start(s.id);
    const r = respondent(session);
    await r.answer(s.q.welcome);
    const wrongShape = await r.answer(s.q.age, 'teenager');
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.errors).toEqual([
      { in: 'body', name: 'answers[0].value', message: "'teenager' is not one of the question's options", questionId: s.q.age },
    ]);
    const skipped = await r.answer(s.q.age);
    expect(skipped.body.errors[0]).toEqual({ in: 'body', name: 'answers[0].value', message: 'is required', questionId: s.q.age });
    const ahead = await r.answer(s.q.nps, 5);
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors[0].name).toBe('answers[0].questionId');
    expect((await r.send({ answers: [] }, {})).status).toBe(401);
    expect((await r.send({ answers: [] }, { 'X-Session-Token': 'not-the-token' })).status).toBe(401);
    const early = await r.complete();
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('session_incomplete');
    // Nothing of the refused requests was stored.
    expect((await stored(s.id, session.sessionId)).answers).toEqual([]);
    const none = await file.svc.anonymous.post(`${COLLECT}/sessions/0192f3c4-9a0b-7c1d-8e2f-3a4b5c6d7e8f/complete`, undefined, {
      headers: { 'X-Session-Token': session.token },
    });
    expect(none.status).toBe(404);
  });
});

it('answers 400 naming the id for a malformed survey or session id', async () => {
  const view = await file.svc.anonymous.get(`${COLLECT}/surveys/not-a-uuid`);
  expect(view.status).toBe(400);
  expect(view.body.errors[0]).toMatchObject({ in: 'path', name: 'surveyId' });
  const complete = await file.svc.anonymous.post(`${COLLECT}/sessions/not-a-uuid/complete`, undefined, {
    headers: { 'X-Session-Token': 'x' },
  });
  expect(complete.status).toBe(400);
  expect(complete.body.errors[0]).toMatchObject({ in: 'path', name: 'sessionId' });
});

it('runs a loop: a jump to an earlier question shows it again and keeps both answers', async () => {
  const s = await buildSurvey(file.api, [
    { key: 'item', type: 'short_text' },
    { key: 'more', type: 'yes_no', config: { logic: [{ when: { operator: 'equals', value: 'yes' }, then: { jumpTo: '@item' } }] } },
    { key: 'end', type: 'thank_you_screen' },
  ]);
  const session = await start(s.id);
  const r = respondent(session);
  await r.answer(s.q.item, 'Milk');
  expect((await r.answer(s.q.more, 'yes')).body.nextQuestionId).toBe(s.q.item);
  await r.answer(s.q.item, 'Bread');
  const last = await r.send({ answers: [{ questionId: s.q.more, value: 'no' }, { questionId: s.q.end }] });
  expect(last.body).toMatchObject({ nextQuestionId: null, canComplete: true });
  expect(last.body.path).toEqual([s.q.item, s.q.more, s.q.item, s.q.more, s.q.end]);
  expect((await r.complete()).body.status).toBe('completed');
  expect((await stored(s.id, session.sessionId)).answers.map((a: { value: unknown }) => a.value)).toEqual(['Milk', 'yes', 'Bread', 'no']);
});

it('a paused or closed survey refuses new sessions and answers with survey_not_accepting', async () => {
  const s = await buildSurvey(file.api, [
    { key: 'a', type: 'short_text' },
    { key: 'b', type: 'short_text' },
  ]);
  const session = await start(s.id);
  await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'paused' });
  const refusedStart = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`);
  expect(refusedStart.status).toBe(409);
  expect(refusedStart.body.code).toBe('survey_not_accepting');
  expect(refusedStart.body.detail).toMatch(/paused/);
  const refusedAnswer = await respondent(session).answer(s.q.a, 'x');
  expect(refusedAnswer.status).toBe(409);
  expect(refusedAnswer.body.code).toBe('survey_not_accepting');
  expect((await file.svc.anonymous.get(`${COLLECT}/surveys/${s.id}`)).body.acceptingResponses).toBe(false);
  await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'closed' });
  expect((await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`)).body.detail).toMatch(/closed/);
  await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
  expect((await respondent(session).answer(s.q.a, 'x')).status).toBe(200);
});

it('abandons idle sessions once, however many processes sweep at the same time', async () => {
  const s = await buildSurvey(file.api, [{ key: 'a', type: 'short_text' }]);
  const idle = await start(s.id);
  const services = file.svc.running.services;
  expect(await sweepAbandoned(services)).toBe(0); // not idle long enough yet
  const later = Date.now() + (services.config.abandonAfterMinutes + 1) * 60_000;
  const moved = await Promise.all([sweepAbandoned(services, later), sweepAbandoned(services, later), sweepAbandoned(services, later)]);
  expect(moved.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  expect((await stored(s.id, idle.sessionId)).status).toBe('abandoned');
  const refused = await respondent(idle).answer(s.q.a, 'late');
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('session_finished');
});

describe('the per-IP rate limit', () => {
  const limited = useService({ COLLECT_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 with Retry-After once an address spends its budget', async () => {
    const { api: owner } = await limited.svc.org();
    const s = (await owner.post('/api/v1/surveys', { title: 'x' })).body;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.svc.anonymous.get(`${COLLECT}/surveys/${s.id}`)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const res = await limited.svc.anonymous.get(`${COLLECT}/surveys/${s.id}`);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
  });
});

describe('resuming after a reload', () => {
  it("reads the session's state with its token: the same state the last answer returned, after completion too", async () => {
    const s = await buildSurvey(file.api, [
      { key: 'a', type: 'single_choice', config: { options: opts('x', 'y') } },
      { key: 'b', type: 'short_text', required: false },
    ]);
    const session = await start(s.id);
    const r = respondent(session);
    const read = (headers: Record<string, string> = { 'X-Session-Token': session.token }) =>
      file.svc.anonymous.get(`${COLLECT}/sessions/${session.sessionId}`, { headers });
    const answered = await r.answer(s.q.a, 'x');
    const state = await read();
    expect(state.status).toBe(200);
    expect(state.body).toEqual(answered.body);
    expect(state.body).toMatchObject({ status: 'in_progress', nextQuestionId: s.q.b, path: [s.q.a, s.q.b] });
    expect((await read({})).status).toBe(401);
    expect((await read({ 'X-Session-Token': 'not-the-token' })).status).toBe(401);
    await r.answer(s.q.b);
    const completed = await r.complete();
    expect((await read()).body).toEqual(completed.body);
  });
});

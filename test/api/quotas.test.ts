// Quotas (docs/design/quotas.md): defined per survey over answers, hidden fields and the device; counting only qualified
// completions up to the limit under any concurrency; a session meeting a full quota ends with `quota_full` at once; a
// counted completion judged high risk later frees its place; quota.filled / quota.reopened; the overview shows them.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';

const file = useService({ WEBHOOK_POLL_MS: '0', RATE_LIMIT_PER_MINUTE: '100000', COLLECT_RATE_LIMIT_PER_MINUTE: '100000' });
const COLLECT = '/api/collect/v1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A browser (the test client's own user agent reads as a bot), one build per respondent (the same one twice reads as a duplicate). */
let builds = 0;
const browser = () => ({
  'User-Agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${++builds}.0 Safari/537.36`,
});

async function business() {
  return (await file.svc.org({ plan: 'business' })).api;
}

async function ageSurvey(api: Awaited<ReturnType<typeof business>>) {
  const s = await buildSurvey(api, [
    { key: 'age', type: 'single_choice', config: { options: opts('young', 'old') } },
    { key: 'why', type: 'short_text', required: false },
  ]);
  expect(
    (await api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [{ name: 'source' }, { name: 'email', personal: true }] })).status,
  ).toBe(200);
  return s;
}

/** Starts a session and answers the age question; answers the session's id, token and the answer's state. */
async function startAndAnswer(surveyId: string, age: string, question: string, hiddenFields: object = {}) {
  const started = await file.svc.anonymous.post(`${COLLECT}/surveys/${surveyId}/sessions`, { hiddenFields }, { headers: browser() });
  expect(started.status).toBe(201);
  const headers = { 'X-Session-Token': started.body.token };
  if (started.body.status !== 'in_progress') return { id: started.body.sessionId, headers, state: started.body };
  const answered = await file.svc.anonymous.post(
    `${COLLECT}/sessions/${started.body.sessionId}/answers`,
    { answers: [{ questionId: question, value: age }] },
    { headers },
  );
  expect(answered.status).toBe(200);
  return { id: started.body.sessionId as string, headers, state: answered.body };
}

async function skipAndComplete(s: { id: string; headers: Record<string, string>; state: { nextQuestionId: string | null } }) {
  if (s.state.nextQuestionId)
    await file.svc.anonymous.post(
      `${COLLECT}/sessions/${s.id}/answers`,
      { answers: [{ questionId: s.state.nextQuestionId }] },
      { headers: s.headers },
    );
  return file.svc.anonymous.post(`${COLLECT}/sessions/${s.id}/complete`, undefined, { headers: s.headers });
}

describe('defining', () => {
  it('creates, reads, lists, changes and deletes a quota, counting the completions stored already', async () => {
    const api = await business();
    const s = await ageSurvey(api);
    const early = await startAndAnswer(s.id, 'young', s.q.age);
    await sleep(2100); // slower than the quality rules' floor of 2 s an answer: a qualified completion
    expect((await skipAndComplete(early)).status).toBe(200);
    const created = await api.post(`/api/v1/surveys/${s.id}/quotas`, {
      name: 'Young',
      condition: { questionId: s.q.age, operator: 'equals', value: 'young' },
      limit: 5,
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/v1/quotas/${created.body.id}`);
    expect(created.body).toMatchObject({
      name: 'Young',
      limit: 5,
      countOnly: 'qualified',
      status: 'open',
      counts: { counted: 1, qualified: 1, completed: 1, inProgress: 0 },
    });
    await startAndAnswer(s.id, 'young', s.q.age); // in progress, meeting it
    const read = await api.get(`/api/v1/quotas/${created.body.id}`);
    expect(read.body.counts).toEqual({ counted: 1, qualified: 1, completed: 1, inProgress: 1 });
    expect((await api.get(`/api/v1/surveys/${s.id}/quotas`)).body.data.map((q: { id: string }) => q.id)).toEqual([created.body.id]);
    const lowered = await api.patch(
      `/api/v1/quotas/${created.body.id}`,
      { limit: 1 },
      { headers: { 'If-Match': read.headers.get('etag')! } },
    );
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ limit: 1, status: 'full', counts: { counted: 1 } });
    expect((await api.patch(`/api/v1/quotas/${created.body.id}`, { name: 'Old' }, { headers: { 'If-Match': '"stale"' } })).status).toBe(
      412,
    );
    expect((await api.delete(`/api/v1/quotas/${created.body.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/quotas/${created.body.id}`)).status).toBe(404);
  });

  it('names the field at fault, refuses a second quota of one name and needs the plan feature', async () => {
    const api = await business();
    const s = await ageSurvey(api);
    const bad = async (condition: object) => {
      const res = await api.post(`/api/v1/surveys/${s.id}/quotas`, { name: 'Q', condition, limit: 3 });
      expect(res.status).toBe(400);
      return res.body.errors.map((e: { name: string; message: string }) => `${e.name}: ${e.message}`);
    };
    expect(await bad({ questionId: '0192f3c4-0000-7000-8000-000000000000', operator: 'answered' })).toEqual([
      'condition.questionId: names question 0192f3c4-0000-7000-8000-000000000000, which is not in this survey',
    ]);
    expect(await bad({ all: [{ hiddenField: 'campaign', operator: 'answered' }] })).toEqual([
      'condition.all[0].hiddenField: names hidden field campaign, which this survey does not declare',
    ]);
    expect(await bad({ hiddenField: 'email', operator: 'answered' })).toEqual([
      'condition.hiddenField: names hidden field email, which is personal: a quota cannot read it',
    ]);
    expect(await bad({ operator: 'answered' })).toEqual([
      'condition: names no questionId, hiddenField or sessionField (a quota has no question of its own)',
    ]);
    expect(await bad({ questionId: s.q.age, sessionField: 'device', operator: 'answered' })).toEqual([
      'condition: names more than one of questionId, hiddenField and sessionField',
    ]);
    const ok = { name: 'Newsletter', condition: { hiddenField: 'source', operator: 'equals', value: 'newsletter' }, limit: 3 };
    expect((await api.post(`/api/v1/surveys/${s.id}/quotas`, ok)).status).toBe(201);
    const again = await api.post(`/api/v1/surveys/${s.id}/quotas`, ok);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('name_taken');
    const starter = (await file.svc.org({ plan: 'starter' })).api;
    const theirs = await buildSurvey(starter, [{ key: 'q', type: 'short_text' }], { live: false });
    const refused = await starter.post(`/api/v1/surveys/${theirs.id}/quotas`, ok);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('feature_not_available');
  });
});

describe('counting', () => {
  it('40 concurrent completions against a quota of 10: exactly 10 counted, the rest ended quota_full', async () => {
    const api = await business();
    const s = await ageSurvey(api);
    const hook = await api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hook', events: ['quota.filled', 'quota.reopened'] });
    expect(hook.status).toBe(201);
    const quota = (
      await api.post(`/api/v1/surveys/${s.id}/quotas`, {
        name: 'Young',
        condition: { questionId: s.q.age, operator: 'equals', value: 'young' },
        limit: 10,
      })
    ).body;
    const sessions = [];
    for (let i = 0; i < 40; i++) sessions.push(await startAndAnswer(s.id, 'young', s.q.age));
    await sleep(2500); // every session slower than the quality rules' floor: all qualified
    const done = await Promise.all(sessions.map(skipAndComplete));
    expect(done.map((d) => d.status)).toEqual(Array(40).fill(200));
    const reasons = done.map((d) => d.body.endReason);
    expect(reasons.filter((r) => r === null)).toHaveLength(10);
    expect(reasons.filter((r) => r === 'quota_full')).toHaveLength(30);
    const after = (await api.get(`/api/v1/quotas/${quota.id}`)).body;
    expect(after).toMatchObject({ status: 'full', counts: { counted: 10, qualified: 10, completed: 10, inProgress: 0 } });

    // A newcomer who answers into the full quota ends at once, before the question after it.
    const late = await startAndAnswer(s.id, 'young', s.q.age);
    expect(late.state).toMatchObject({ status: 'completed', endReason: 'quota_full', nextQuestionId: null });
    const other = await startAndAnswer(s.id, 'old', s.q.age);
    expect(other.state).toMatchObject({ status: 'in_progress', endReason: null });

    // Slower completions imported move the median: the ten counted ones are now far too fast (high risk), and
    // their places free: the quota reopens.
    const slow = Array.from({ length: 30 }, (_, i) => ({
      status: 'completed',
      startedAt: `2026-11-20T10:${String(i).padStart(2, '0')}:00Z`,
      completedAt: `2026-11-20T11:${String(i).padStart(2, '0')}:00Z`, // an hour: far above any test's own sessions, however loaded the machine
      answers: [{ questionId: s.q.age, value: 'old' }],
    }));
    expect((await api.post(`/api/v1/surveys/${s.id}/responses`, { responses: slow })).status).toBe(200);
    const reopened = (await api.get(`/api/v1/quotas/${quota.id}`)).body;
    expect(reopened).toMatchObject({ status: 'open', counts: { counted: 0, qualified: 0, completed: 10 } });
    const events = (await api.get(`/api/v1/webhooks/${hook.body.webhook.id}/deliveries`)).body.data.map(
      (d: { eventType: string }) => d.eventType,
    );
    expect(events.sort()).toEqual(['quota.filled', 'quota.reopened']);
    const overview = (await api.get(`/api/v1/surveys/${s.id}/analytics`)).body;
    expect(overview.quotas).toEqual([{ id: quota.id, name: 'Young', limit: 10, counted: 0, status: 'open' }]);
    expect(overview.sessions.quotaFull).toBe(31);
  });

  it('a full quota over a hidden field ends the session as it starts; the device counts as a subject', async () => {
    const api = await business();
    const s = await ageSurvey(api);
    await api.post(`/api/v1/surveys/${s.id}/quotas`, {
      name: 'Newsletter',
      condition: { hiddenField: 'source', operator: 'equals', value: 'newsletter' },
      limit: 1,
      countOnly: 'completed',
    });
    const first = await startAndAnswer(s.id, 'old', s.q.age, { source: 'newsletter' });
    expect((await skipAndComplete(first)).body.endReason).toBeNull(); // counted whatever its quality
    const second = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, { hiddenFields: { source: 'newsletter' } });
    expect(second.body).toMatchObject({ status: 'completed', endReason: 'quota_full', nextQuestionId: null });
    const elsewhere = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, { hiddenFields: { source: 'ads' } });
    expect(elsewhere.body.status).toBe('in_progress');
    const phones = await api.post(`/api/v1/surveys/${s.id}/quotas`, {
      name: 'Phones',
      condition: { sessionField: 'device', operator: 'equals', value: 'mobile' },
      limit: 5,
    });
    expect(phones.status).toBe(201);
    expect(phones.body.condition).toEqual({ sessionField: 'device', operator: 'equals', value: 'mobile' });
  });
});

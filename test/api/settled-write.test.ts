// The write settles before it speaks (docs/architecture.md, "The write path"): a completion is judged inside its
// writer's transaction by the median after it, so the reward decision, the `response.completed` event (what the
// webhooks send and the feed serves), the quota counts and the response record all show the same flags, also on the
// completion that creates the median; a later completion that moves the median re-judges an earlier session, which is
// stored once and announced as `response.updated` (a reward already given stays given, as the rewards docs say).
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { updateOrganization } from '../../src/auth/organizations';
import type { Api } from '../helpers/api';

const file = useService({ WEBHOOK_POLL_MS: '0', RATE_LIMIT_PER_MINUTE: '100000', COLLECT_RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => file.svc.running.services.db;
const COLLECT = '/api/collect/v1';
const STRICT = {
  enabled: true,
  eligibility: { excludeHighRisk: true, excludeScreenedOut: true },
  lowStockThreshold: 0,
  message: 'Thanks!',
};

/** A person on a phone; each respondent's build differs, so no two share a fingerprint (a duplicate). */
const phone = (n: number) => ({
  'User-Agent': `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E${100 + n} Safari/604.1`,
});

let respondents = 0;
/** A respondent who starts, answers, and completes `seconds` after starting (the start is moved back that far). */
async function respond(s: { id: string; q: Record<string, string> }, seconds: number) {
  const headers = phone(respondents++);
  const started = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, {}, { headers });
  expect(started.status).toBe(201);
  const session = { ...headers, 'X-Session-Token': started.body.token };
  const answered = await file.svc.anonymous.post(
    `${COLLECT}/sessions/${started.body.sessionId}/answers`,
    { answers: [{ questionId: s.q.nps, value: 9, timeMs: Math.min(seconds * 1000, 60_000) }] },
    { headers: session },
  );
  expect(answered.status).toBe(200);
  const startedAt = new Date(Date.now() - seconds * 1000).toISOString();
  await db().kysely.updateTable('sessions').set({ started_at: startedAt }).where('id', '=', started.body.sessionId).execute();
  const completed = await file.svc.anonymous.post(`${COLLECT}/sessions/${started.body.sessionId}/complete`, undefined, {
    headers: session,
  });
  expect(completed.status).toBe(200);
  return { id: started.body.sessionId as string, completion: completed.body };
}

/** The flags the response record shows. */
const recordFlags = async (api: Api, id: string): Promise<string[]> => (await api.get(`/api/v1/responses/${id}`)).body.quality.flags;

/**
 * The survey's events in the feed, oldest first, once `enough` holds of them: on PostgreSQL an event shows once every
 * transaction begun before it has ended (a background job's too), so the feed is followed for a while.
 */
async function feedUntil(api: Api, surveyId: string, enough: (events: Awaited<ReturnType<typeof feed>>) => boolean) {
  const until = Date.now() + 15_000;
  for (;;) {
    const events = await feed(api, surveyId);
    if (enough(events) || Date.now() > until) return events;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every event of the survey in the feed, oldest first. */
async function feed(api: Api, surveyId: string) {
  const events: { type: string; data: { response?: { id: string; quality: { flags: string[] } } } }[] = [];
  let after: string | undefined;
  for (;;) {
    const res = await api.get('/api/v1/events', { query: { limit: '100', surveyId, ...(after ? { after } : {}) } });
    expect(res.status).toBe(200);
    events.push(...res.body.data);
    after = res.body.nextCursor;
    if (!res.body.hasMore) return events;
  }
}

async function setUp() {
  const org = await file.svc.org({ plan: 'business' });
  await updateOrganization(db(), org.id, { permissions: { rewardsUpload: true } });
  const { api } = org;
  const s = await buildSurvey(api, [{ key: 'nps', type: 'nps' }]);
  expect((await api.put(`/api/v1/surveys/${s.id}/rewards/settings`, STRICT)).status).toBe(200);
  await api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes: Array.from({ length: 20 }, (_, i) => `CODE-${1000 + i}`) });
  const quota = await api.post(`/api/v1/surveys/${s.id}/quotas`, {
    name: 'Promoters',
    condition: { questionId: s.q.nps, operator: 'equals', value: 9 },
    limit: 100,
  });
  expect(quota.status).toBe(201);
  return { api, s, quotaId: quota.body.id as string };
}

it('gives no reward to the fast completion that creates the median, and every reader shows its flags', async () => {
  const { api, s, quotaId } = await setUp();
  const slow = [];
  for (let i = 0; i < 9; i++) slow.push(await respond(s, 100));
  for (const r of slow) expect(r.completion.reward).toEqual({ code: expect.any(String), message: 'Thanks!' });
  const fast = await respond(s, 8); // the tenth completion: the median (100 s) exists only with it
  const flags = await recordFlags(api, fast.id);
  expect(flags).toEqual(expect.arrayContaining(['speeding', 'bot_suspected', 'high_risk']));
  expect(fast.completion).toMatchObject({ reward: null, rewardReason: 'high_risk' });
  const completedEvents = (
    await feedUntil(api, s.id, (events) => events.some((e) => e.type === 'response.completed' && e.data.response!.id === fast.id))
  ).filter((e) => e.type === 'response.completed');
  expect(completedEvents.find((e) => e.data.response!.id === fast.id)!.data.response!.quality.flags).toEqual(flags);
  // The quota counts qualified completions: the nine slow ones, not the high-risk tenth.
  expect((await api.get(`/api/v1/quotas/${quotaId}`)).body.counts).toMatchObject({ completed: 10, qualified: 9, counted: 9 });
  // The outbox line each subscription would be sent is the feed's event: the webhook payload carries the same flags.
  const stored = await db().kysely.selectFrom('events').select(['type', 'payload']).where('survey_id', '=', s.id).execute();
  const line = stored.find((e) => e.type === 'response.completed' && JSON.parse(e.payload).data.response.id === fast.id)!;
  expect(JSON.parse(line.payload).data.response.quality.flags).toEqual(flags);
});

it('re-judges an earlier session when a later completion moves the median, stores it once and says so as response.updated', async () => {
  const { api, s, quotaId } = await setUp();
  for (let i = 0; i < 10; i++) await respond(s, 100); // the median: 100 s
  const middling = await respond(s, 60); // 60 s: not under 0.4 of 100 s, clean and rewarded
  expect(await recordFlags(api, middling.id)).toEqual([]);
  expect(middling.completion.reward).toEqual({ code: expect.any(String), message: 'Thanks!' });
  // Twelve slow completions move the median to 300 s: 60 s is now under 0.4 of it (120 s), so it is speeding.
  for (let i = 0; i < 12; i++) await respond(s, 300);
  const flags = await recordFlags(api, middling.id);
  expect(flags).toContain('speeding');
  const isUpdate = (e: { type: string; data: { response?: { id: string } } }) =>
    e.type === 'response.updated' && e.data.response!.id === middling.id;
  const updates = (await feedUntil(api, s.id, (events) => events.some(isUpdate))).filter(isUpdate);
  expect(updates).toHaveLength(1);
  expect(updates[0].data.response!.quality.flags).toEqual(flags);
  // The reward given stays given (docs/design/rewards.md); the quota recount matches the stored flags.
  const assignments = (await api.get(`/api/v1/surveys/${s.id}/rewards/assignments`, { query: { pageSize: '100' } })).body.data;
  expect(assignments.map((a: { sessionId: string }) => a.sessionId)).toContain(middling.id);
  const qualified = (await api.get(`/api/v1/surveys/${s.id}/responses`, { query: { pageSize: '100' } })).body.data.filter(
    (r: { quality: { flags: string[] } }) => !r.quality.flags.includes('high_risk'),
  ).length;
  expect((await api.get(`/api/v1/quotas/${quotaId}`)).body.counts).toMatchObject({ completed: 23, qualified });
});

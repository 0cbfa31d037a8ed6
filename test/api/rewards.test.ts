// Rewards (docs/design/rewards.md): uploads (JSON and CSV; duplicates, rejected codes, nothing in clear at rest, the permission), the
// pool and its settings, one code per eligible completion (the same on every later read), none for screened-out or
// high-risk sessions, `rewards.low_stock` once, and 50 concurrent completions through two servers against 20 codes.
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { updateOrganization } from '../../src/auth/organizations';
import { createServices, startServer } from '../../src/server';
import { createLogger } from '../../src/log';
import { Api } from '../helpers/api';

const file = useService({ WEBHOOK_POLL_MS: '0', RATE_LIMIT_PER_MINUTE: '100000', COLLECT_RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => file.svc.running.services.db;
// Test respondents answer in milliseconds from one address: the quality rules call that impossible timing and
// duplicates (high risk), so only the test about high risk excludes it.
const SETTINGS = {
  enabled: true,
  eligibility: { excludeHighRisk: false, excludeScreenedOut: true },
  lowStockThreshold: 2,
  message: 'Thanks! Your gift card:',
};
const STRICT = { ...SETTINGS, eligibility: { excludeHighRisk: true, excludeScreenedOut: true } };

async function rewardedOrg() {
  const org = await file.svc.org({ plan: 'business' }); // rewards and webhooks
  await updateOrganization(db(), org.id, { permissions: { rewardsUpload: true } });
  return org;
}
/** A live survey: a screener (no screens out) and one more question. */
const survey = (api: Api) =>
  buildSurvey(api, [
    { key: 'adult', type: 'yes_no', config: { logic: [{ when: { operator: 'equals', value: 'no' }, then: { screenOut: true } }] } },
    { key: 'nps', type: 'nps' },
  ]);
type Built = Awaited<ReturnType<typeof survey>>;

/** A person on a phone (a script's own user agent would be flagged as a bot: high risk). */
const PHONE = {
  'User-Agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

/** A respondent's run: start, answer at a human pace, complete; answers the completion (and the token). */
async function respond(anon: Api, s: Built, options: { adult?: string; honeypot?: string; complete?: boolean } = {}) {
  const started = await anon.post(`/api/collect/v1/surveys/${s.id}/sessions`, options.honeypot ? { honeypot: options.honeypot } : {}, {
    headers: PHONE,
  });
  const headers = { ...PHONE, 'X-Session-Token': started.body.token };
  const adult = options.adult ?? 'yes';
  const answers = [
    { questionId: s.q.adult, value: adult, timeMs: 6000 },
    ...(adult === 'yes' ? [{ questionId: s.q.nps, value: 9, timeMs: 7000 }] : []),
  ];
  const answered = await anon.post(`/api/collect/v1/sessions/${started.body.sessionId}/answers`, { answers }, { headers });
  if (options.complete === false || answered.body.status === 'completed')
    return { state: answered, headers, sessionId: started.body.sessionId };
  return {
    state: await anon.post(`/api/collect/v1/sessions/${started.body.sessionId}/complete`, undefined, { headers }),
    headers,
    sessionId: started.body.sessionId,
  };
}

describe('uploading codes', () => {
  it('adds codes from JSON and CSV, counting duplicates (in the upload and in the pool) and rejected ones', async () => {
    const { api } = await rewardedOrg();
    const s = await survey(api);
    const path = `/api/v1/surveys/${s.id}/rewards/codes`;
    const first = await api.post(path, { codes: [' GIFT-AAAA-0001 ', 'GIFT-AAAA-0002', 'GIFT-AAAA-0001', '   ', 'X'.repeat(201)] });
    expect(first.body).toEqual({ added: 2, duplicates: 1, rejected: 2 });
    const csv = await api.request('POST', path, {
      rawBody: 'code\nGIFT-AAAA-0002\nGIFT-AAAA-0003\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toEqual({ added: 1, duplicates: 1, rejected: 0 });
    // Until someone sets them, the settings are the defaults: off, threshold 10 (so 3 left is low).
    expect((await api.get(`/api/v1/surveys/${s.id}/rewards`)).body).toMatchObject({ total: 3, assigned: 0, available: 3, lowStock: true });
    // Nothing in clear at rest: the codes table holds seals, keyed hashes and the last 4 characters only.
    const rows = await db().kysely.selectFrom('reward_codes').selectAll().where('survey_id', '=', s.id).execute();
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toMatch(/GIFT-AAAA/);
    expect(rows.map((r) => r.last4).sort()).toEqual(['0001', '0002', '0003']);
    const xml = await api.request('POST', path, { rawBody: '<codes/>', headers: { 'Content-Type': 'application/xml' } });
    expect(xml.status).toBe(415);
  });

  it('needs the organisation permission even with the feature (403 permission_required), and the feature first', async () => {
    const { api, id } = await file.svc.org({ plan: 'pro' });
    const s = await survey(api);
    const res = await api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes: ['A-1'] });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'permission_required', permission: 'rewardsUpload' });
    await updateOrganization(db(), id, { permissions: { rewardsUpload: true } });
    const fresh = await file.svc.key(id, ['rewards:write']); // a key verified before the grant keeps its cached view for up to 5 s
    expect((await fresh.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes: ['A-1'] })).status).toBe(200);
    const free = await file.svc.org({ plan: 'starter' });
    const gated = await free.api.get(`/api/v1/surveys/${s.id}/rewards`);
    expect(gated.status).toBe(403);
    expect(gated.body.code).toBe('feature_not_available');
  });

  it('removes the codes nobody received and keeps the assigned ones', async () => {
    const { api } = await rewardedOrg();
    const s = await survey(api);
    await api.put(`/api/v1/surveys/${s.id}/rewards/settings`, SETTINGS);
    await api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes: ['KEEP-0001', 'DROP-0002', 'DROP-0003'] });
    await respond(file.svc.anonymous, s);
    expect((await api.delete(`/api/v1/surveys/${s.id}/rewards/codes`)).body).toEqual({ removed: 2 });
    expect((await api.get(`/api/v1/surveys/${s.id}/rewards`)).body).toMatchObject({ total: 1, assigned: 1, available: 0 });
  });
});

describe('handing out codes', () => {
  it('gives an eligible completion one code with the message, the same on every later read, and lists it by its last 4', async () => {
    const { api } = await rewardedOrg();
    const s = await survey(api);
    expect((await api.get(`/api/v1/surveys/${s.id}/rewards`)).body.settings.enabled).toBe(false);
    expect((await api.put(`/api/v1/surveys/${s.id}/rewards/settings`, SETTINGS)).body.settings).toEqual(SETTINGS);
    await api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes: ['GIFT-0001-WXYZ', 'GIFT-0002-QRST'] });
    const run = await respond(file.svc.anonymous, s);
    expect(run.state.body.reward).toEqual({ code: 'GIFT-0001-WXYZ', message: SETTINGS.message });
    const again = await file.svc.anonymous.post(`/api/collect/v1/sessions/${run.sessionId}/complete`, undefined, { headers: run.headers });
    expect(again.body.reward).toEqual(run.state.body.reward);
    expect((await file.svc.anonymous.get(`/api/collect/v1/sessions/${run.sessionId}`, { headers: run.headers })).body.reward.code).toBe(
      'GIFT-0001-WXYZ',
    );
    const list = await api.get(`/api/v1/surveys/${s.id}/rewards/assignments`);
    expect(list.body.data).toEqual([{ sessionId: run.sessionId, codePreview: '…WXYZ', assignedAt: expect.any(String) }]);
    expect(JSON.stringify(list.body)).not.toContain('GIFT-0001');
  });

  it('gives none to a screened-out or a high-risk session, and says why; none at all while rewards are off', async () => {
    const { api } = await rewardedOrg();
    const s = await survey(api);
    await api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes: ['C-0001', 'C-0002', 'C-0003'] });
    const off = await respond(file.svc.anonymous, s);
    expect(off.state.body).not.toHaveProperty('reward');
    await api.put(`/api/v1/surveys/${s.id}/rewards/settings`, STRICT);
    const screened = await respond(file.svc.anonymous, s, { adult: 'no' });
    expect(screened.state.body).toMatchObject({
      status: 'completed',
      endReason: 'screened_out',
      reward: null,
      rewardReason: 'screened_out',
    });
    const bot = await respond(file.svc.anonymous, s, { honeypot: 'http://spam.example' });
    expect(bot.state.body).toMatchObject({ reward: null, rewardReason: 'high_risk' });
    expect((await api.get(`/api/v1/surveys/${s.id}/rewards`)).body).toMatchObject({ assigned: 0, available: 3 });
    // With the exclusions off, the same kinds of sessions are rewarded.
    await api.put(`/api/v1/surveys/${s.id}/rewards/settings`, {
      ...SETTINGS,
      eligibility: { excludeHighRisk: false, excludeScreenedOut: false },
    });
    expect((await respond(file.svc.anonymous, s, { adult: 'no' })).state.body.reward.code).toBe('C-0001');
  });

  it('fires rewards.low_stock once when the pool falls to its threshold, and again only after a refill', async () => {
    const { api } = await rewardedOrg();
    const s = await survey(api);
    const hook = (await api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/rewards', events: ['rewards.low_stock'] })).body
      .webhook;
    await api.put(`/api/v1/surveys/${s.id}/rewards/settings`, SETTINGS); // threshold 2
    await api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes: ['L-1', 'L-2', 'L-3', 'L-4'] });
    const lowStock = async () =>
      ((await api.get(`/api/v1/webhooks/${hook.id}/deliveries`)).body.data as { eventType: string }[]).filter(
        (d) => d.eventType === 'rewards.low_stock',
      ).length;
    await respond(file.svc.anonymous, s); // 3 left
    expect(await lowStock()).toBe(0);
    await respond(file.svc.anonymous, s); // 2 left: the threshold
    await respond(file.svc.anonymous, s); // 1 left
    expect(await lowStock()).toBe(1);
    expect((await api.get(`/api/v1/surveys/${s.id}/rewards`)).body).toMatchObject({ available: 1, lowStock: true });
    await api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes: ['L-5', 'L-6', 'L-7'] }); // 4 left: re-armed
    await respond(file.svc.anonymous, s); // 3
    await respond(file.svc.anonymous, s); // 2
    expect(await lowStock()).toBe(2);
  });
});

it('hands out exactly 20 distinct codes to 50 concurrent completions through two servers, and says so to the other 30', async () => {
  const { api } = await rewardedOrg();
  const s = await survey(api);
  await api.put(`/api/v1/surveys/${s.id}/rewards/settings`, { ...SETTINGS, lowStockThreshold: 0 });
  const codes = Array.from({ length: 20 }, (_, i) => `RACE-${String(i).padStart(4, '0')}`);
  await api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes });
  // A second server on the same database: its own process state and connection pool.
  const second = await startServer(await createServices(file.svc.running.services.config, createLogger('silent')), 0, '127.0.0.1');
  try {
    const anons = [file.svc.anonymous, new Api(second.url)];
    const runs = await Promise.all(Array.from({ length: 50 }, (_, i) => respond(anons[i % 2], s, { complete: false })));
    const completed = await Promise.all(
      runs.map((r, i) => anons[(i + 1) % 2].post(`/api/collect/v1/sessions/${r.sessionId}/complete`, undefined, { headers: r.headers })),
    );
    expect(completed.map((c) => c.status)).toEqual(Array(50).fill(200));
    const given = completed.map((c) => c.body.reward?.code).filter(Boolean);
    expect(given).toHaveLength(20);
    expect(new Set(given)).toEqual(new Set(codes));
    expect(completed.filter((c) => c.body.reward === null && c.body.rewardReason === 'no_codes_left')).toHaveLength(30);
    expect((await api.get(`/api/v1/surveys/${s.id}/rewards`)).body).toMatchObject({ total: 20, assigned: 20, available: 0 });
  } finally {
    await second.close();
  }
}, 60_000);

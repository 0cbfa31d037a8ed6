// The pretest phrasing comparison (docs/design/plans.md, docs/design/model-calls.md; docs/design/phrasing-priors.md): the built-in predictor, validation,
// scope and feature, the per-minute limit, the monthly allowance (checked before the call, billed after it, never
// overspent by concurrent calls), a failing provider that bills nothing, and organisations with their own provider
// credentials, against a fake OpenAI-compatible server on loopback.
import { clearOfWindowEdge } from '../helpers/windows';
import { startTestService, useService, type TestService } from '../helpers/service';
import { startFakeModel, prediction, type FakeModel } from '../helpers/fake-model';
import { buildSurvey } from '../helpers/surveys';
import { updateOrganization, findOrganization } from '../../src/auth/organizations';
import { allowanceState } from '../../src/language-model/allowance';
import { setModelCredentials } from '../../src/language-model/credentials';
import type { Api } from '../helpers/api';

const LONG_OPEN =
  'Please describe in as much detail as possible all of the reasons why you decided to choose our product over the many alternatives that you considered at the time.';
const SHORT_CLOSED = 'What was the main reason you chose our product? (Price, Quality, Support, Other)';
const body = (extra: Record<string, unknown> = {}) => ({
  phrasingA: LONG_OPEN,
  phrasingB: SHORT_CLOSED,
  category: 'question_wording',
  ...extra,
});
const path = (surveyId: string) => `/api/v1/surveys/${surveyId}/pretest/compare`;

async function orgWithSurvey(svc: TestService, plan: 'free' | 'starter' | 'business' = 'starter', variantTesting?: boolean) {
  const org = await svc.org({ plan });
  if (variantTesting !== undefined) await updateOrganization(svc.running.services.db, org.id, { features: { variantTesting } });
  const survey = await buildSurvey(org.api, [{ key: 'q1', type: 'short_text', title: 'Why?' }], { live: false });
  return { ...org, surveyId: survey.id };
}

async function used(svc: TestService, orgId: string): Promise<number> {
  const org = await findOrganization(svc.running.services.db, orgId);
  return (await allowanceState(svc.running.services.db, org!)).used;
}

describe('the built-in predictor', () => {
  const file = useService();

  it('predicts that a short closed question completes better than a long open one, says why, and bills 2 actions', async () => {
    const org = await orgWithSurvey(file.svc);
    const res = await org.api.post(path(org.surveyId), body({ audience: 'Customers who bought in the last 30 days' }));
    expect(res.status).toBe(200);
    expect(res.body.provider).toEqual({ kind: 'local', source: 'builtin', model: null });
    const p = res.body.prediction;
    expect(p).toMatchObject({ metric: 'completion_rate', direction: 'b_better', confidence: 'low' });
    expect(p.effectPoints).toBeGreaterThan(3);
    expect(['medium', 'large']).toContain(p.size);
    const open = p.factors.find((f: { factor: string }) => f.factor === 'open_ended');
    expect(open).toMatchObject({ a: 1, b: 0, effectPoints: 3 });
    const length = p.factors.find((f: { factor: string }) => f.factor === 'length');
    expect(length.a).toBeGreaterThan(length.b);
    expect(p.rationale).toMatch(
      /^B is predicted to complete about [\d.]+ points more often than A, mainly because .*B offers choices where A asks for a written answer/,
    );
    expect(res.body.allowance).toEqual({
      billed: true,
      weight: 2,
      period: new Date().toISOString().slice(0, 7),
      limit: 100,
      used: 2,
      remaining: 98,
    });
    expect(res.body.disclaimer).toMatch(/^Directional, not a forecast/);
    expect(await used(file.svc, org.id)).toBe(2);
  });

  it('predicts the reverse when B is the long open one, and no difference for the same wording', async () => {
    const org = await orgWithSurvey(file.svc);
    const reverse = await org.api.post(path(org.surveyId), body({ phrasingA: SHORT_CLOSED, phrasingB: LONG_OPEN }));
    expect(reverse.body.prediction.direction).toBe('a_better');
    expect(reverse.body.prediction.effectPoints).toBeLessThan(-3);
    const same = await org.api.post(path(org.surveyId), body({ phrasingB: LONG_OPEN }));
    expect(same.body.prediction).toMatchObject({ direction: 'no_difference', effectPoints: 0, size: 'negligible' });
  });

  it('reports a leading frame or a consequence clause in B as an answer shift, not a completion effect', async () => {
    const org = await orgWithSurvey(file.svc);
    const res = await org.api.post(
      path(org.surveyId),
      body({
        phrasingA: 'How satisfied or dissatisfied are you with our support?',
        phrasingB: "Don't you agree our support is amazing? Your answer will decide the team's bonus.",
        category: 'tone_formality',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.prediction.answerShifts).toEqual([
      expect.stringMatching(/^B adds a leading frame/),
      expect.stringMatching(/^B adds a consequence clause/),
    ]);
  });

  it('counts a forced answer against B', async () => {
    const org = await orgWithSurvey(file.svc);
    const res = await org.api.post(
      path(org.surveyId),
      body({ phrasingA: 'Which plan are you on?', phrasingB: 'Which plan are you on? (required)', category: 'response_options' }),
    );
    const forced = res.body.prediction.factors.find((f: { factor: string }) => f.factor === 'forced_response');
    expect(forced).toMatchObject({ a: 0, b: 1, effectPoints: -1.5 });
    expect(res.body.prediction.direction).toBe('a_better');
  });

  it('refuses bad bodies naming each field, and bills nothing for them', async () => {
    const org = await orgWithSurvey(file.svc);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ phrasingA: 'x', category: 'question_wording' }, ['phrasingB']],
      [{ phrasingA: '', phrasingB: 'x', category: 'question_wording' }, ['phrasingA']],
      [{ phrasingA: 'x'.repeat(2001), phrasingB: 'x', category: 'question_wording' }, ['phrasingA']],
      [{ phrasingA: 'x', phrasingB: 'y', category: 'wording' }, ['category']],
      [{ phrasingA: 'x', phrasingB: 'y', category: 'other', audience: 'a'.repeat(501) }, ['audience']],
      [{ phrasingA: 'x', phrasingB: 'y', category: 'other', model: 'gpt' }, ['model']],
    ];
    for (const [bad, fields] of cases) {
      const res = await org.api.post(path(org.surveyId), bad);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { name: string }) => e.name)).toEqual(fields);
    }
    expect((await org.api.post(path(org.surveyId), undefined)).status).toBe(400);
    expect(await used(file.svc, org.id)).toBe(0);
  });

  it('needs the feature variantTesting: free is 403 before the body or the survey is read; an override grants it', async () => {
    const free = await orgWithSurvey(file.svc, 'free');
    for (const [id, b] of [
      [free.surveyId, body()],
      ['0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f', { nonsense: true }],
    ] as const) {
      const res = await free.api.post(path(id), b);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'feature_not_available', feature: 'variantTesting', plan: 'free' });
    }
    const granted = await orgWithSurvey(file.svc, 'free', true);
    expect((await granted.api.post(path(granted.surveyId), body())).status).toBe(200);
    const starterOff = await orgWithSurvey(file.svc, 'starter', false);
    expect((await starterOff.api.post(path(starterOff.surveyId), body())).status).toBe(403);
  });

  it("needs surveys:read as the specification says (write alone is not it), and another organisation's survey does not exist", async () => {
    const org = await orgWithSurvey(file.svc);
    const writeOnly = await file.svc.key(org.id, ['analytics:read', 'surveys:write']);
    const res = await writeOnly.post(path(org.surveyId), body());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'insufficient_scope', requiredScope: 'surveys:read' });
    const readOnly = await file.svc.key(org.id, ['surveys:read']);
    expect((await readOnly.post(path(org.surveyId), body())).status).toBe(200);
    const stranger = await orgWithSurvey(file.svc);
    expect((await stranger.api.post(path(org.surveyId), body())).status).toBe(404);
    expect(await used(file.svc, org.id)).toBe(2); // the read-only key's comparison (two phrasings), and only it
  });

  it('allows 10 comparisons a minute per organisation, then 429 with Retry-After; other organisations are unaffected', async () => {
    const org = await orgWithSurvey(file.svc);
    await clearOfWindowEdge(); // the eleven calls fall in one window
    for (let i = 0; i < 10; i++) expect((await org.api.post(path(org.surveyId), body())).status).toBe(200);
    const res = await org.api.post(path(org.surveyId), body());
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('rate_limited');
    expect(res.headers.get('ratelimit-limit')).toBe('10');
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await used(file.svc, org.id)).toBe(20);
    const other = await orgWithSurvey(file.svc);
    expect((await other.api.post(path(other.surveyId), body())).status).toBe(200);
  });

  it('refuses with 402 quota_exceeded once the next call would pass the monthly allowance', async () => {
    const org = await orgWithSurvey(file.svc, 'free', true); // free: 10 actions, 5 comparisons
    for (let i = 0; i < 5; i++) expect((await org.api.post(path(org.surveyId), body())).status).toBe(200);
    const res = await org.api.post(path(org.surveyId), body());
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'quota_exceeded' });
    expect(res.body.detail).toMatch(/needs 2 AI actions and 0 of the free plan's 10 are left/);
    expect(await used(file.svc, org.id)).toBe(10);
  });
});

describe('an OpenAI-compatible provider', () => {
  let model: FakeModel;
  let svc: TestService;
  beforeAll(async () => {
    model = await startFakeModel();
    svc = await startTestService({
      MODEL_BASE_URL: model.baseUrl,
      MODEL_API_KEY: 'sk-deployment',
      MODEL_NAME: 'test-model',
      PRETEST_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await svc.close();
    await model.close();
  });
  beforeEach(() => model.behave({}));

  it('answers through the configured endpoint, says so, and bills the call', async () => {
    const org = await orgWithSurvey(svc);
    model.behave({ content: prediction(-4.2, { answerShifts: ['B sounds pushier'] }) });
    const before = model.requests.length;
    const res = await org.api.post(path(org.surveyId), body({ audience: 'Students' }));
    expect(res.status).toBe(200);
    expect(res.body.provider).toEqual({ kind: 'openai_compatible', source: 'configuration', model: 'test-model' });
    expect(res.body.prediction).toMatchObject({
      direction: 'a_better',
      effectPoints: -4.2,
      size: 'medium',
      confidence: 'medium',
      factors: [],
      answerShifts: ['B sounds pushier'],
    });
    expect(res.body.allowance).toMatchObject({ billed: true, weight: 2, used: 2 });
    const sent = model.requests[before];
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-deployment');
    expect(sent.body.model).toBe('test-model');
    expect(JSON.parse(sent.body.messages[1].content)).toMatchObject({
      phrasingA: LONG_OPEN,
      phrasingB: SHORT_CLOSED,
      audience: 'Students',
      category: 'question_wording',
    });
  });

  it('answers 502 provider_unavailable when the provider fails or answers nonsense, and bills nothing', async () => {
    const org = await orgWithSurvey(svc);
    for (const behaviour of [
      { status: 503 },
      { status: 401 },
      { content: 'I think B is better.' },
      { content: JSON.stringify({ effectPoints: 'lots' }) },
    ]) {
      model.behave(behaviour);
      const res = await org.api.post(path(org.surveyId), body());
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('provider_unavailable');
      expect(res.body.detail).toMatch(/Nothing was billed/);
    }
    expect(await used(svc, org.id)).toBe(0);
    model.behave({});
    expect((await org.api.post(path(org.surveyId), body())).body.allowance.used).toBe(2);
  });

  it('never overspends: 20 concurrent calls at the edge of the allowance bill exactly what it holds', async () => {
    const org = await orgWithSurvey(svc, 'free', true); // 10 actions: room for 5 comparisons
    model.behave({ delayMs: 100 });
    const results = await Promise.all(Array.from({ length: 20 }, () => org.api.post(path(org.surveyId), body())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(await used(svc, org.id)).toBe(10);
    const rows = await svc.running.services.db.kysely.selectFrom('ai_usage').selectAll().where('organization_id', '=', org.id).execute();
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('billed'));
  });

  it("uses an organisation's own credentials first and does not bill it, even with its allowance spent", async () => {
    const org = await orgWithSurvey(svc, 'free', true);
    for (let i = 0; i < 5; i++) expect((await org.api.post(path(org.surveyId), body())).status).toBe(200);
    expect((await org.api.post(path(org.surveyId), body())).status).toBe(402);
    const db = svc.running.services.db;
    await setModelCredentials(db, 'test-secret', org.id, { baseUrl: model.baseUrl, model: 'org-model', apiKey: 'sk-org-own-key' });
    const before = model.requests.length;
    const res = await org.api.post(path(org.surveyId), body());
    expect(res.status).toBe(200);
    expect(res.body.provider).toEqual({ kind: 'openai_compatible', source: 'organization', model: 'org-model' });
    expect(res.body.allowance).toMatchObject({ billed: false, weight: 0, used: 10, remaining: 0 });
    expect(model.requests[before].authorization).toBe('Bearer sk-org-own-key');
    expect(await used(svc, org.id)).toBe(10);
    const stored = await db.kysely
      .selectFrom('organization_model_credentials')
      .selectAll()
      .where('organization_id', '=', org.id)
      .executeTakeFirstOrThrow();
    expect(stored.api_key_sealed).not.toContain('sk-org-own-key');
    model.behave({ status: 500 });
    expect((await org.api.post(path(org.surveyId), body())).status).toBe(502);
  });
});

export type { Api };

// Calibration (docs/design/calibration.md): priors and objective, wording arms (checked overrides, assignment at session start through the
// respondent API and the hosted page, the arm's wording served), the status (posteriors, Beta quantiles, seeded
// probability of being best, the stop rule), the insignificance prediction, the armId export column and the `arm`
// cross-tabulation; the feature gate. Scopes and other organisations' surveys: authorization.test.ts.
import { parse } from 'csv-parse/sync';
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';
import { sweepAbandoned } from '../../src/responses/abandon';
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';
import { Visitor } from '../helpers/visitor';
import { unzip } from '../helpers/zip';

const file = useService({ ABANDON_SWEEP_SECONDS: '0', WEBHOOK_POLL_MS: '0' });
const COLLECT = '/api/collect/v1';
type Built = Awaited<ReturnType<typeof buildSurvey>>;

const survey = () =>
  buildSurvey(file.api, [
    { key: 'nps', type: 'nps', title: 'How likely are you to recommend us?' },
    { key: 'plan', type: 'single_choice', title: 'Which plan are you on?', config: { options: opts('free', 'pro') } },
  ]);
const base = (s: Built) => `/api/v1/surveys/${s.id}/calibration`;
const addArm = (s: Built, body: object) => file.api.post(`${base(s)}/arms`, body);
const friendly = (s: Built) => ({
  name: 'friendly',
  overrides: [
    { questionId: s.q.nps, title: 'Would you tell a friend about us?' },
    {
      questionId: s.q.plan,
      config: {
        options: [
          { id: 'pro', label: 'Pro (paid)' },
          { id: 'free', label: 'Free forever' },
        ],
      },
    },
  ],
});

async function start(s: Built) {
  const res = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, {});
  expect(res.status).toBe(201);
  return res.body as { sessionId: string; token: string; armId: string | null; arm?: { id: string; wording: any[] } };
}

async function finish(s: Built, session: { sessionId: string; token: string }) {
  const headers = { 'X-Session-Token': session.token };
  for (const [questionId, value] of [
    [s.q.nps, 9],
    [s.q.plan, 'pro'],
  ] as const) {
    const res = await file.svc.anonymous.post(
      `${COLLECT}/sessions/${session.sessionId}/answers`,
      { answers: [{ questionId, value }] },
      { headers },
    );
    expect(res.status).toBe(200);
  }
  expect((await file.svc.anonymous.post(`${COLLECT}/sessions/${session.sessionId}/complete`, undefined, { headers })).status).toBe(200);
}

const setStatus = (s: Built, armId: string, status: 'active' | 'paused') => file.api.patch(`${base(s)}/arms/${armId}`, { status });

describe('priors and objective', () => {
  it('start at the defaults of docs/design/calibration.md, are replaced whole, and refuse a parameter of 0 naming it', async () => {
    const s = await survey();
    expect((await file.api.get(`${base(s)}/priors`)).body).toEqual({
      completionRate: { alpha: 7, beta: 3 },
      qualityRate: { alpha: 9, beta: 1 },
    });
    const priors = { completionRate: { alpha: 3.5, beta: 1.5 }, qualityRate: { alpha: 19, beta: 1 } };
    expect((await file.api.put(`${base(s)}/priors`, priors)).body).toEqual(priors);
    expect((await file.api.get(`${base(s)}/priors`)).body).toEqual(priors);
    const bad = await file.api.put(`${base(s)}/priors`, { ...priors, completionRate: { alpha: 0, beta: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].name).toBe('completionRate.alpha');
    expect((await file.api.get(`${base(s)}/priors`)).body).toEqual(priors); // nothing lost

    expect((await file.api.get(`${base(s)}/objective`)).body).toEqual({
      metric: 'completion_rate',
      stopRule: { probabilityBest: 0.95, minSessionsPerArm: 100 },
    });
    const set = await file.api.put(`${base(s)}/objective`, { metric: 'quality_rate', stopRule: { minSessionsPerArm: 20 } });
    expect(set.body).toEqual({ metric: 'quality_rate', stopRule: { probabilityBest: 0.95, minSessionsPerArm: 20 } });
    expect((await file.api.get(`${base(s)}/priors`)).body).toEqual(priors); // one row, both kept
    const wrong = await file.api.put(`${base(s)}/objective`, { metric: 'completion_rate', stopRule: { probabilityBest: 1.5 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].name).toBe('stopRule.probabilityBest');
  });
});

describe('arms', () => {
  it('are created with checked overrides, read, listed, paused, renamed and deleted', async () => {
    const s = await survey();
    const made = await addArm(s, friendly(s));
    expect(made.status).toBe(201);
    expect(made.headers.get('location')).toBe(`${base(s)}/arms/${made.body.id}`);
    expect(made.body).toMatchObject({ surveyId: s.id, name: 'friendly', status: 'active', overrides: friendly(s).overrides });
    expect((await file.api.get(`${base(s)}/arms/${made.body.id}`)).body).toEqual(made.body);
    const control = await addArm(s, { name: 'control' });
    const list = await file.api.get(`${base(s)}/arms`);
    expect(list.body.data.map((a: { name: string }) => a.name).sort()).toEqual(['control', 'friendly']);
    expect(list.body.pagination.total).toBe(2);
    expect((await setStatus(s, made.body.id, 'paused')).body.status).toBe('paused');
    expect((await file.api.patch(`${base(s)}/arms/${made.body.id}`, { name: 'control' })).body.code).toBe('name_taken');
    expect((await addArm(s, { name: 'control' })).status).toBe(409);
    expect((await file.api.delete(`${base(s)}/arms/${control.body.id}`)).status).toBe(204);
    expect((await file.api.get(`${base(s)}/arms/${control.body.id}`)).status).toBe(404);
    // An arm is found only under its own survey.
    const other = await survey();
    expect((await file.api.get(`${base(other)}/arms/${made.body.id}`)).status).toBe(404);
  });

  it('refuse overrides that change more than wording, each naming its field, and keep at most 10 arms', async () => {
    const s = await survey();
    const refused = async (override: object) => {
      const res = await addArm(s, { name: 'x', overrides: [override] });
      expect(res.status).toBe(400);
      return res.body.errors[0].name as string;
    };
    expect(await refused({ questionId: '0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f', title: 'Gone' })).toBe('overrides[0].questionId');
    expect(await refused({ questionId: s.q.plan, config: { options: opts('free', 'team') } })).toBe('overrides[0].config.options');
    expect(await refused({ questionId: s.q.plan, config: { options: opts('free') } })).toBe('overrides[0].config.options');
    expect(await refused({ questionId: s.q.plan, config: { logic: [] } })).toBe('overrides[0].config.logic');
    expect(await refused({ questionId: s.q.plan, config: { allowOther: true } })).toBe('overrides[0].config.allowOther');
    expect(await refused({ questionId: s.q.plan })).toBe('overrides[0]');
    const twice = await addArm(s, {
      name: 'x',
      overrides: [
        { questionId: s.q.nps, title: 'A' },
        { questionId: s.q.nps, title: 'B' },
      ],
    });
    expect(twice.body.errors[0].name).toBe('overrides[1].questionId');
    expect((await file.api.get(`${base(s)}/arms`)).body.data).toEqual([]);

    for (let i = 0; i < 10; i++) expect((await addArm(s, { name: `arm ${i}` })).status).toBe(201);
    const full = await addArm(s, { name: 'eleventh' });
    expect([full.status, full.body.code]).toEqual([409, 'arm_limit_reached']);
  });

  it('need the plan feature variantTesting to change, not to read', async () => {
    const free = await file.svc.org({ plan: 'free' });
    const s = await buildSurvey(free.api, [{ key: 'nps', type: 'nps' }]);
    const res = await free.api.post(`/api/v1/surveys/${s.id}/calibration/arms`, { name: 'control' });
    expect([res.status, res.body.code, res.body.feature]).toEqual([403, 'feature_not_available', 'variantTesting']);
    expect((await free.api.get(`/api/v1/surveys/${s.id}/calibration/arms`)).status).toBe(200);
    expect((await free.api.get(`/api/v1/surveys/${s.id}/calibration/status`)).status).toBe(200);
  });
});

describe('assignment at session start', () => {
  it('assigns every new session to an active arm, serves its wording, and never to a paused arm', async () => {
    const s = await survey();
    const a = (await addArm(s, friendly(s))).body;
    const b = (await addArm(s, { name: 'control' })).body;
    const sessions = [];
    for (let i = 0; i < 40; i++) sessions.push(await start(s));
    expect(new Set(sessions.map((x) => x.armId))).toEqual(new Set([a.id, b.id])); // 40 starts, each arm at least its floor
    const worded = sessions.find((x) => x.armId === a.id)!;
    expect(worded.arm).toEqual({
      id: a.id,
      wording: [
        expect.objectContaining({ questionId: s.q.nps, title: 'Would you tell a friend about us?', description: null }),
        expect.objectContaining({
          questionId: s.q.plan,
          title: 'Which plan are you on?',
          config: expect.objectContaining({
            options: [
              { id: 'pro', label: 'Pro (paid)' },
              { id: 'free', label: 'Free forever' },
            ],
          }),
        }),
      ],
    });
    expect(sessions.find((x) => x.armId === b.id)!.arm).toEqual({ id: b.id, wording: [] });
    // Resuming shows the same wording.
    const resumed = await file.svc.anonymous.get(`${COLLECT}/sessions/${worded.sessionId}`, {
      headers: { 'X-Session-Token': worded.token },
    });
    expect([resumed.body.armId, resumed.body.arm]).toEqual([a.id, worded.arm]);

    await setStatus(s, a.id, 'paused');
    for (let i = 0; i < 20; i++) expect((await start(s)).armId).toBe(b.id);
    await setStatus(s, b.id, 'paused');
    const none = await start(s);
    expect([none.armId, none.arm]).toEqual([null, undefined]);
    // The record keeps the arm.
    const records = (await file.api.get(`/api/v1/surveys/${s.id}/responses`, { query: { pageSize: 100 } })).body.data;
    expect(records.find((r: { id: string }) => r.id === worded.sessionId).armId).toBe(a.id);
  });

  it('words the question as it is now: an option added after the arm was saved is shown, one removed is not', async () => {
    const s = await survey();
    await addArm(s, friendly(s));
    const changed = await file.api.put(`/api/v1/surveys/${s.id}/questions/${s.q.plan}`, {
      config: { options: opts('pro', 'team') },
      acknowledgeConsequence: true,
    });
    expect(changed.status).toBe(200);
    const session = await start(s);
    const plan = session.arm!.wording.find((w) => w.questionId === s.q.plan);
    expect(plan.config.options).toEqual([
      { id: 'pro', label: 'Pro (paid)' },
      { id: 'team', label: 'TEAM' },
    ]);
  });

  it('the hosted page assigns the arm and shows its wording; the answers are stored as without arms', async () => {
    const s = await survey();
    const a = (await addArm(s, friendly(s))).body;
    const link = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data[0].id;
    const visitor = new Visitor(file.svc.anonymous, `/s/${link}`);
    expect((await visitor.post([['action', 'start']])).status).toBe(303);
    const first = await visitor.view();
    expect(first.text).toContain('Would you tell a friend about us?');
    expect(first.text).not.toContain('How likely are you to recommend us?');
    await visitor.answer(s.q.nps, '8');
    const second = await visitor.view();
    expect(second.text).toContain('Free forever');
    expect(second.text).toContain('Pro (paid)');
    await visitor.answer(s.q.plan, 'free');
    expect((await visitor.view()).status).toBe(200); // the page completes the finished session
    const [row] = (await file.api.get(`/api/v1/surveys/${s.id}/responses`)).body.data;
    expect(row).toMatchObject({ status: 'completed', armId: a.id });
    expect(row.answers.map((x: { value: unknown }) => x.value)).toEqual([8, 'free']);
  });
});

describe("arms in the survey's languages", () => {
  it('translates an arm like any text, offers it only to sessions that can read it, and words it in their language', async () => {
    const s = await survey();
    expect((await file.api.put(`/api/v1/surveys/${s.id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de'] })).status).toBe(
      200,
    );
    const a = (await addArm(s, friendly(s))).body;
    const startIn = async (language: string) => {
      const res = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, { language });
      expect(res.status).toBe(201);
      return res.body as {
        sessionId: string;
        token: string;
        armId: string | null;
        arm?: { wording: { questionId: string; title: string; config: any }[] };
      };
    };
    // The arm's rewording is a text to translate: listed with the survey's, counted in completeness.
    const keys = [
      `arm.${a.id}.question.${s.q.nps}.title`,
      `arm.${a.id}.question.${s.q.plan}.config.options.pro.label`,
      `arm.${a.id}.question.${s.q.plan}.config.options.free.label`,
    ];
    const listed = (await file.api.get(`/api/v1/surveys/${s.id}/translations/de`)).body.texts as { key: string; source: string }[];
    for (const key of keys) expect(listed.map((t) => t.key)).toContain(key);
    expect(listed.find((t) => t.key === keys[0])?.source).toBe('Would you tell a friend about us?');
    // the arm keeps the question's title for the plan question: no key of its own for it
    expect(listed.map((t) => t.key)).not.toContain(`arm.${a.id}.question.${s.q.plan}.title`);
    const localization = (await file.api.get(`/api/v1/surveys/${s.id}/localization`)).body;
    expect(localization.languages.find((l: { tag: string }) => l.tag === 'de').completeness.total).toBe(listed.length);

    // Untranslated: a German session is never given the arm; an English one is.
    for (let i = 0; i < 10; i++) expect((await startIn('de')).armId).toBeNull();
    expect((await startIn('en')).armId).toBe(a.id);

    const patched = await file.api.patch(`/api/v1/surveys/${s.id}/translations/de`, {
      texts: {
        [`question.${s.q.nps}.title`]: 'Wie wahrscheinlich empfehlen Sie uns weiter?',
        [`question.${s.q.plan}.title`]: 'Welchen Tarif nutzen Sie?',
        [keys[0]]: 'Würden Sie uns einem Freund empfehlen?',
        [keys[1]]: 'Pro (bezahlt)',
        [keys[2]]: 'Für immer kostenlos',
      },
    });
    expect(patched.status).toBe(200);
    const german = await startIn('de');
    expect(german.armId).toBe(a.id);
    const wording = new Map(german.arm!.wording.map((w) => [w.questionId, w]));
    expect(wording.get(s.q.nps)?.title).toBe('Würden Sie uns einem Freund empfehlen?');
    expect(wording.get(s.q.plan)?.title).toBe('Welchen Tarif nutzen Sie?'); // the question's own title, translated
    expect(wording.get(s.q.plan)?.config.options.map((o: { label: string }) => o.label)).toEqual(['Pro (bezahlt)', 'Für immer kostenlos']);

    // A translation removed later: the session in German reads the question's own wording in German, never English;
    // and a new German session is not given the arm.
    expect((await file.api.patch(`/api/v1/surveys/${s.id}/translations/de`, { texts: { [keys[0]]: null } })).status).toBe(200);
    const resumed = await file.svc.anonymous.get(`${COLLECT}/sessions/${german.sessionId}`, {
      headers: { 'X-Session-Token': german.token },
    });
    expect(resumed.body.arm.wording.find((w: { questionId: string }) => w.questionId === s.q.nps).title).toBe(
      'Wie wahrscheinlich empfehlen Sie uns weiter?',
    );
    const link = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data[0].id;
    const visitor = new Visitor(file.svc.anonymous, `/s/${link}`);
    expect(
      (
        await visitor.post([
          ['action', 'start'],
          ['lang', 'de'],
        ])
      ).status,
    ).toBe(303);
    const page = await visitor.view();
    expect(page.text).toContain('Wie wahrscheinlich empfehlen Sie uns weiter?');
    expect(page.text).not.toContain('Would you tell a friend about us?');
  });
});

describe('the status, the export column and the cross-tabulation', () => {
  let s: Built;
  let a: { id: string };
  let b: { id: string };
  beforeAll(async () => {
    s = await survey();
    a = (await addArm(s, friendly(s))).body;
    b = (await addArm(s, { name: 'control' })).body;
    // Arm A: 6 completed, 2 abandoned. Arm B: 2 completed, 4 abandoned, 1 still in progress (not a trial yet).
    await setStatus(s, b.id, 'paused');
    for (let i = 0; i < 8; i++) {
      const x = await start(s);
      if (i < 6) await finish(s, x);
    }
    await sweepAbandoned(file.svc.running.services, Date.now() + 2 * 86_400_000);
    await setStatus(s, b.id, 'active');
    await setStatus(s, a.id, 'paused');
    for (let i = 0; i < 6; i++) {
      const x = await start(s);
      if (i < 2) await finish(s, x);
    }
    await sweepAbandoned(file.svc.running.services, Date.now() + 2 * 86_400_000);
    await start(s);
    await setStatus(s, a.id, 'active');
  });

  it('gives each arm its trials, posterior, Beta-quantile interval, probability of being best and allocation', async () => {
    const res = await file.api.get(`${base(s)}/status`);
    expect(res.status).toBe(200);
    const st = res.body;
    const arm = (id: string) => st.arms.find((x: { armId: string }) => x.armId === id);
    expect(arm(a.id)).toMatchObject({ assigned: 8, trials: 8, successes: 6, rate: 0.75, posterior: { alpha: 13, beta: 5 }, mean: 0.7222 });
    expect(arm(b.id)).toMatchObject({ assigned: 7, trials: 6, successes: 2, rate: 0.3333, posterior: { alpha: 9, beta: 7 }, mean: 0.5625 });
    expect(arm(a.id).credibleInterval.lower).toBeCloseTo(betaQuantile(0.025, 13, 5), 4);
    expect(arm(a.id).credibleInterval.upper).toBeCloseTo(betaQuantile(0.975, 13, 5), 4);
    expect(arm(a.id).probabilityBest + arm(b.id).probabilityBest).toBeCloseTo(1, 3);
    expect(arm(a.id).probabilityBest).toBeGreaterThan(0.8);
    expect(arm(a.id).allocation + arm(b.id).allocation).toBeCloseTo(1, 3);
    expect(arm(b.id).allocation).toBeGreaterThanOrEqual(0.05); // the floor: 0.1 split two ways
    expect(st).toMatchObject({ state: 'exploring', leaderArmId: a.id, recommendedArmId: null, draws: 10000, method: 'computed' });
    // Seeded: the same counts give the same answer.
    const again = (await file.api.get(`${base(s)}/status`)).body;
    expect(again.arms).toEqual(st.arms);
  });

  it('converges under a stop rule the counts meet, and not with a paused arm counted as a contender', async () => {
    await file.api.put(`${base(s)}/objective`, { metric: 'completion_rate', stopRule: { probabilityBest: 0.8, minSessionsPerArm: 5 } });
    const st = (await file.api.get(`${base(s)}/status`)).body;
    expect([st.state, st.recommendedArmId]).toEqual(['converged', a.id]);
    await setStatus(s, b.id, 'paused');
    const alone = (await file.api.get(`${base(s)}/status`)).body;
    expect([alone.state, alone.leaderArmId]).toEqual(['exploring', null]);
    expect(alone.arms.find((x: { armId: string }) => x.armId === b.id)).toMatchObject({ probabilityBest: null, allocation: 0 });
    await setStatus(s, b.id, 'active');
    await file.api.put(`${base(s)}/objective`, { metric: 'completion_rate' });
  });

  it('predicts the chance of missing an effect from the posterior mean (docs/design/calibration.md)', async () => {
    const res = await file.api.get(`${base(s)}/insignificance`, { query: { minEffect: '0.1' } });
    expect(res.status).toBe(200);
    const p = res.body;
    // 14 trials, 8 completions: Beta(7 + 8, 3 + 6), mean 15/24 = 0.625; target 0.725; two active arms, 7 per group.
    expect(p).toMatchObject({
      metric: 'completion_rate',
      baselineRate: 0.625,
      targetRate: 0.725,
      groups: 2,
      basis: 'current',
      sampleSizePerGroup: 7,
      currentSampleSize: 14,
    });
    const h = Math.abs(2 * Math.asin(Math.sqrt(0.725)) - 2 * Math.asin(Math.sqrt(0.625)));
    expect(p.effectSize).toBeCloseTo(h, 4);
    expect(p.requiredSampleSizePerGroup).toBe(Math.ceil(2 * ((1.959964 + 0.841621) / h) ** 2));
    expect(p.probabilityOfMissing).toBeGreaterThan(0.9);
    expect(p.dailyRate).toBe(8); // all of today's sessions: one day with sessions, 8 completions
    expect(p.projectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const planned = (
      await file.api.get(`${base(s)}/insignificance`, {
        query: { minEffect: '0.1', plannedSampleSize: String(p.requiredSampleSizePerGroup) },
      })
    ).body;
    expect(planned.basis).toBe('planned');
    expect(planned.achievedPower).toBeGreaterThanOrEqual(0.8);
    const bad = await file.api.get(`${base(s)}/insignificance`, { query: { minEffect: '0' } });
    expect([bad.status, bad.body.errors[0].name]).toEqual([400, 'minEffect']);
  });

  it('exports the armId column in every format, and cross-tabulates by arm', async () => {
    const exported = (format: string) => file.api.get(`/api/v1/surveys/${s.id}/responses/export`, { query: { format, status: 'all' } });
    const csv = parse((await exported('csv')).text, { columns: true }) as Record<string, string>[];
    expect(csv.filter((r) => r.armId === a.id)).toHaveLength(8);
    expect(csv.filter((r) => r.armId === b.id)).toHaveLength(7);
    const json = (await exported('json')).body as { armId: string }[];
    expect(json.filter((r) => r.armId === a.id)).toHaveLength(8);
    const files = await unzip((await exported('spss')).bytes);
    expect((parse(files['data.csv']) as string[][])[0]).toContain('arm_id');
    expect(files['import.sps'].toString()).toContain('arm_id A36');

    const tab = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/cross-tabulation`, { query: { rows: 'arm', cols: 'device' } })).body;
    const rowOf = (id: string) =>
      tab.cells[tab.rowLabels.indexOf(id)].reduce(
        (t: { base: number; completed: number }, c: { base: number; completed: number }) => ({
          base: t.base + c.base,
          completed: t.completed + c.completed,
        }),
        { base: 0, completed: 0 },
      );
    expect(rowOf(a.id)).toEqual({ base: 8, completed: 6 });
    expect(rowOf(b.id)).toEqual({ base: 7, completed: 2 });
    const refused = await file.api.get(`/api/v1/surveys/${s.id}/analytics/cross-tabulation`, {
      query: { rows: 'arm', cols: 'question_type' },
    });
    expect([refused.status, refused.body.errors[0].name]).toEqual([400, 'rows']);
  });
});

describe('the webhook event calibration.converged', () => {
  it('is sent once when a trial session ends and the stop rule holds, and again only after the objective changes', async () => {
    await file.api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/calibration', events: ['calibration.converged'] });
    const s = await survey();
    const a = (await addArm(s, friendly(s))).body;
    const b = (await addArm(s, { name: 'control' })).body;
    await file.api.put(`${base(s)}/objective`, { metric: 'completion_rate', stopRule: { probabilityBest: 0.9, minSessionsPerArm: 5 } });
    const events = async () =>
      (
        await file.svc.running.services.db.kysely
          .selectFrom('events')
          .select('payload')
          .where('type', '=', 'calibration.converged')
          .execute()
      )
        .map((e) => JSON.parse(e.payload).data)
        .filter((d) => d.surveyId === s.id);
    await setStatus(s, b.id, 'paused');
    for (let i = 0; i < 5; i++) await finish(s, await start(s));
    await setStatus(s, b.id, 'active');
    await setStatus(s, a.id, 'paused');
    for (let i = 0; i < 5; i++) {
      const x = await start(s);
      if (i === 0) await finish(s, x);
    }
    await setStatus(s, a.id, 'active');
    expect(await events()).toEqual([]); // B has 1 trial: the stop rule cannot hold yet
    await sweepAbandoned(file.svc.running.services, Date.now() + 2 * 86_400_000); // B's other four end: 5 trials each
    const [sent] = await events();
    // A: Beta(7 + 5, 3) against B: Beta(7 + 1, 3 + 4); the status says the same.
    expect(sent).toMatchObject({
      surveyId: s.id,
      metric: 'completion_rate',
      recommendedArmId: a.id,
      arms: [
        { armId: a.id, trials: 5, successes: 5 },
        { armId: b.id, trials: 5, successes: 1 },
      ],
    });
    const status = (await file.api.get(`${base(s)}/status`)).body;
    expect(status.recommendedArmId).toBe(a.id);
    expect(sent.arms[0].probabilityBest).toBe(status.arms.find((x: { armId: string }) => x.armId === a.id).probabilityBest);
    await setStatus(s, b.id, 'paused');
    await setStatus(s, b.id, 'active'); // changing the arms arms the announcement again
    const more = await start(s);
    await finish(s, more);
    expect(await events()).toHaveLength(2);
    await finish(s, await start(s));
    expect(await events()).toHaveLength(2); // once per objective and set of arms
  });
});

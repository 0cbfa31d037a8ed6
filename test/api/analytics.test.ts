// Analytics (docs/design/outcomes.md to docs/design/readiness.md) on a hand-computed fixture: eight sessions whose every figure is worked
// out in the comments, plus the edge cases (no sessions, everyone screened out, only in-progress, loops, question
// changes after responses arrived) and the 400s and 404s of the query rules.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';

const file = useService();

const T = (second: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, second)).toISOString();
const DAY2 = (second: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, second)).toISOString();
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const get = (surveyId: string, path: string, query: Record<string, string | number> = {}) =>
  file.api.get(`/api/v1/surveys/${surveyId}/analytics${path}`, { query });

/**
 * W welcome, S screener (no -> screen out), U yes/no (no -> jump to R), N nps, C optional comment, R choice with
 * other, T thank-you. Eight sessions:
 *   s1 completed 300 s desktop DE: S ok, U yes, N 10, C "great product", R a
 *   s2 completed 600 s mobile DE:  S ok, U yes, N 9, C shown unanswered, R b
 *   s3 completed 120 s desktop DE: S ok, U no (jump), R a
 *   s4 completed 240 s mobile FR:  S ok, U yes, N 3, C "bad", R other
 *   s5 abandoned desktop FR:       S ok, U yes, N 7, stopped at C
 *   s6 abandoned mobile:           S ok, stopped at U
 *   s7 in progress desktop:        S ok, at U
 *   s8 screened out desktop DE, 30 s: S no
 */
async function fixture() {
  const s = await buildSurvey(file.api, [
    { key: 'W', type: 'welcome_screen', title: 'Welcome' },
    {
      key: 'S',
      type: 'single_choice',
      title: 'Do you own a bike?',
      config: { options: opts('ok', 'no'), logic: [{ when: { operator: 'equals', value: 'no' }, then: { screenOut: true } }] },
    },
    {
      key: 'U',
      type: 'yes_no',
      title: 'Do you use our app?',
      config: { logic: [{ when: { operator: 'equals', value: 'no' }, then: { jumpTo: '@R' } }] },
    },
    { key: 'N', type: 'nps', title: 'How likely are you to recommend us?' },
    { key: 'C', type: 'short_text', title: 'Anything to add?', required: false },
    { key: 'R', type: 'single_choice', title: 'Why?', config: { options: opts('a', 'b'), allowOther: true } },
    { key: 'T', type: 'thank_you_screen', title: 'Thanks' },
  ]);
  const q = s.q;
  const a = (key: string, value: unknown) => ({ questionId: q[key], value });
  const done = (start: number, seconds: number) => ({ status: 'completed', startedAt: T(start), completedAt: T(start + seconds) });
  const path = (...keys: string[]) => keys.map((k) => q[k]);
  const records = [
    {
      ...done(0, 300),
      userAgent: DESKTOP,
      geography: { country: 'DE', region: 'BE' },
      path: path('W', 'S', 'U', 'N', 'C', 'R', 'T'),
      answers: [a('S', 'ok'), a('U', 'yes'), a('N', 10), a('C', 'great product'), a('R', 'a')],
    },
    {
      ...done(1, 600),
      userAgent: IPHONE,
      geography: { country: 'DE', region: 'BY' },
      path: path('W', 'S', 'U', 'N', 'C', 'R', 'T'),
      answers: [a('S', 'ok'), a('U', 'yes'), a('N', 9), a('R', 'b')],
    },
    {
      ...done(2, 120),
      userAgent: DESKTOP,
      geography: { country: 'DE', region: 'BE' },
      path: path('W', 'S', 'U', 'R', 'T'),
      answers: [a('S', 'ok'), a('U', 'no'), a('R', 'a')],
    },
    {
      status: 'completed',
      startedAt: DAY2(0),
      completedAt: DAY2(240),
      userAgent: IPHONE,
      geography: { country: 'FR', region: null },
      path: path('W', 'S', 'U', 'N', 'C', 'R', 'T'),
      answers: [a('S', 'ok'), a('U', 'yes'), a('N', 3), a('C', 'bad'), a('R', { other: 'price' })],
    },
    {
      status: 'abandoned',
      startedAt: T(4),
      userAgent: DESKTOP,
      geography: { country: 'FR', region: null },
      path: path('W', 'S', 'U', 'N', 'C'),
      answers: [a('S', 'ok'), a('U', 'yes'), a('N', 7)],
    },
    { status: 'abandoned', startedAt: T(5), userAgent: IPHONE, path: path('W', 'S', 'U'), answers: [a('S', 'ok')] },
    { status: 'in_progress', startedAt: T(6), userAgent: DESKTOP, path: path('W', 'S', 'U'), answers: [a('S', 'ok')] },
    {
      ...done(7, 30),
      endReason: 'screened_out',
      userAgent: DESKTOP,
      geography: { country: 'DE', region: 'BE' },
      path: path('W', 'S'),
      answers: [a('S', 'no')],
    },
  ];
  const res = await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses: records });
  expect(res.status).toBe(200);
  return s;
}

describe('the hand-computed fixture', () => {
  let s: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    s = await fixture();
  });

  it('overview: outcomes, completion rate over qualified sessions, timing, summaries and the daily series', async () => {
    const res = await get(s.id, '');
    expect(res.status).toBe(200);
    const o = res.body;
    expect(o.method).toBe('computed');
    expect(o.sessions).toEqual({
      total: 8,
      qualified: 7,
      completed: 4,
      abandoned: 2,
      inProgress: 1,
      screenedOut: 1,
      quotaFull: 0,
      qualityExcluded: 0,
    });
    expect(o.completionRate).toBe(0.5714); // 4 / 7: the screened-out session is not in the denominator
    // its own Wilson interval on the 7 qualified sessions: it contains the rate (the confidence block's interval is
    // a 50% share's, which need not)
    expect(o.completionRateInterval).toEqual([0.2505, 0.8418]); // Wilson, z = 1.96: 0.25045 to 0.84178
    expect(o.completionRateInterval[0]).toBeLessThanOrEqual(o.completionRate);
    expect(o.completionRateInterval[1]).toBeGreaterThanOrEqual(o.completionRate);
    // Completion times 120, 240, 300, 600: median (240 + 300) / 2, mean 1260 / 4, p25 120 + 0.75 * 120, p75 300 + 0.25 * 300
    expect(o.timing).toEqual({
      completedCount: 4,
      avgCompletionTime: 315,
      medianCompletionTime: 270,
      p25CompletionTime: 210,
      p75CompletionTime: 375,
    });
    expect(o.questions.map((x: { title: string }) => x.title)).toEqual([
      'Do you own a bike?',
      'Do you use our app?',
      'How likely are you to recommend us?',
      'Anything to add?',
      'Why?',
    ]);
    expect(o.questions[1]).toMatchObject({ shownCount: 7, answeredCount: 5, skippedCount: 1, answerRate: 0.7143 });
    expect(o.daily).toEqual([
      { date: '2026-11-20', started: 7, completed: 3 },
      { date: '2026-11-21', started: 1, completed: 1 },
    ]);
    expect(o.thresholds).toEqual({ abandonAfterMinutes: 1440, timingResolutionSeconds: 1 });
    for (const block of ['devices', 'geography', 'quality', 'confidence']) expect(o[block]).toBeUndefined();
  });

  it('overview blocks: devices, geography, quality and confidence only when asked for', async () => {
    const o = (await get(s.id, '', { include: 'devices,geography,quality,confidence' })).body;
    // desktop: s1 s3 s5 s7 s8 (qualified s1 s3 s5 s7, completed s1 s3); mobile: s2 s4 s6 (completed s2 s4)
    expect(o.devices.types).toEqual([
      { label: 'desktop', sessions: 5, qualified: 4, completed: 2, completionRate: 0.5 },
      { label: 'mobile', sessions: 3, qualified: 3, completed: 2, completionRate: 0.6667 },
    ]);
    expect(o.devices.browsers.map((b: { label: string }) => b.label)).toEqual(['Chrome', 'Mobile Safari']);
    expect(o.geography.countries).toEqual([
      { label: 'DE', sessions: 4, qualified: 3, completed: 3, completionRate: 1 },
      { label: 'FR', sessions: 2, qualified: 2, completed: 1, completionRate: 0.5 },
      { label: 'unknown', sessions: 2, qualified: 2, completed: 0, completionRate: 0 },
    ]);
    expect(o.geography.regions[0]).toEqual({ label: 'BE', country: 'DE', sessions: 3, qualified: 2, completed: 2, completionRate: 1 });
    expect(o.quality).toMatchObject({ sessions: 8, flaggedSessions: 0, highRiskSessions: 0, flaggedShare: 0 });
    // n = 4 completions: the worst case is 2 of 4, whose Wilson interval (R: prop.test(2, 4, correct = FALSE))
    // is 0.1500 to 0.8500, so the margin is half its width
    expect(o.confidence).toMatchObject({
      sampleSize: 4,
      populationSize: null,
      marginOfError: 0.35,
      reportability: 'insufficient',
      defensible: false,
      defensibleFrom: 93,
    });
    expect(o.confidence.worstCaseInterval).toEqual([0.15, 0.85]);
    expect(o.confidence.interval).toEqual(o.confidence.worstCaseInterval);
    const unknown = await get(s.id, '', { include: 'devices,weather' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.errors)).toMatch(/include/);
  });

  it('per question: shown is the base; logic skips, non-answers and not reached are kept apart', async () => {
    const res = await get(s.id, '/questions');
    expect(res.status).toBe(200);
    const [S, U, N, C, R] = res.body.questions;
    expect(res.body.questions).toHaveLength(5); // no welcome or thank-you screen
    expect(res.body.sessions).toBe(8);
    expect(S).toMatchObject({ shownCount: 8, answeredCount: 8, unansweredCount: 0, skippedCount: 0, notReachedCount: 0 });
    expect(S.stats.options).toEqual([
      { id: 'ok', label: 'OK', count: 7, share: 0.875 },
      { id: 'no', label: 'NO', count: 1, share: 0.125 },
    ]);
    expect(U).toMatchObject({ shownCount: 7, answeredCount: 5, unansweredCount: 2, skippedCount: 1, notReachedCount: 0 });
    expect(U.stats.options.map((o: { count: number; share: number }) => [o.count, o.share])).toEqual([
      [4, 0.8],
      [1, 0.2],
    ]);
    // N: shown s1 s2 s4 s5; skipped by the jump (s3) and the screen-out (s8); s6 s7 never reached it
    expect(N).toMatchObject({ shownCount: 4, answeredCount: 4, skippedCount: 2, notReachedCount: 2 });
    // promoters 10 and 9, passive 7, detractor 3: NPS 100 (0.5 - 0.25); R's t.test(c(100, 100, 0, -100)) gives
    // -127.3 to 177.3, past both ends of the scale: clamped, so no plus-or-minus
    expect(N.stats).toMatchObject({ kind: 'nps', n: 4, promoters: 2, passives: 1, detractors: 1, nps: 25, marginOfError: null });
    expect(N.stats.interval).toEqual([-100, 100]);
    expect(C).toMatchObject({ shownCount: 4, answeredCount: 2, unansweredCount: 2, skippedCount: 2, notReachedCount: 2, answerRate: 0.5 });
    expect(C.stats).toEqual({
      kind: 'text',
      n: 2,
      meanLength: 8,
      terms: [
        { term: 'bad', count: 1 },
        { term: 'great', count: 1 },
        { term: 'product', count: 1 },
      ],
    });
    expect(R).toMatchObject({ shownCount: 4, answeredCount: 4, skippedCount: 1, notReachedCount: 3 });
    expect(R.stats.options.map((o: { count: number }) => o.count)).toEqual([2, 1]);
    expect(R.stats.other).toEqual({ count: 1, share: 0.25 });

    expect(res.body.thresholds).toEqual({ npsPromotersFrom: 9, npsDetractorsUpTo: 6, topBoxPoints: 2, topTerms: 10 });
    const one = await get(s.id, '/questions', { questionId: s.q.N });
    expect(one.body.questions).toEqual([N]);
    expect((await get(s.id, '/questions', { questionId: s.q.W })).status).toBe(404); // a screen is not analysed
    expect((await get(s.id, '/questions', { questionId: '0192f3c4-9a0b-7c1d-8e2f-3a4b5c6d7e8f' })).status).toBe(404);
    expect((await get(s.id, '/questions', { questionId: 'not-a-uuid' })).status).toBe(400);
  });

  it('funnel: views, logic skips and abandonments per step, and the exit questions', async () => {
    const f = (await get(s.id, '/funnel')).body;
    expect(f).toMatchObject({ sessions: 8, completed: 4, abandoned: 2 });
    expect(
      f.steps.map((x: Record<string, number>) => [x.shownCount, x.answeredCount, x.skippedByLogicCount, x.abandonedCount, x.reachedShare]),
    ).toEqual([
      [8, 8, 0, 0, 1],
      [7, 5, 1, 1, 0.875],
      [4, 4, 2, 0, 0.5],
      [4, 2, 2, 1, 0.5],
      [4, 4, 1, 0, 0.5],
    ]);
    expect(f.exitQuestions).toEqual([
      { questionId: s.q.U, title: 'Do you use our app?', abandonedCount: 1, share: 0.5 },
      { questionId: s.q.C, title: 'Anything to add?', abandonedCount: 1, share: 0.5 },
    ]);
  });

  it('flow: visits, links with the logic jump marked, no loops, no dead ends, exit points by how they stopped', async () => {
    const f = (await get(s.id, '/flow')).body;
    const q = s.q;
    expect(f.nodes.map((n: { visits: number; sessions: number }) => [n.visits, n.sessions])).toEqual([
      [8, 8],
      [8, 8],
      [7, 7],
      [4, 4],
      [4, 4],
      [4, 4],
      [4, 4],
    ]);
    expect(f.links).toEqual([
      { from: q.W, to: q.S, count: 8, viaLogic: false },
      { from: q.S, to: q.U, count: 7, viaLogic: false },
      { from: q.U, to: q.N, count: 4, viaLogic: false },
      { from: q.U, to: q.R, count: 1, viaLogic: true },
      { from: q.N, to: q.C, count: 4, viaLogic: false },
      { from: q.C, to: q.R, count: 3, viaLogic: false },
      { from: q.R, to: q.T, count: 4, viaLogic: false },
    ]);
    expect(f.loops).toEqual([]);
    expect(f.deadEnds).toEqual([]);
    expect(f.exitPoints).toEqual([
      { questionId: q.S, title: 'Do you own a bike?', abandoned: 0, screenedOut: 1, quotaFull: 0, total: 1 },
      { questionId: q.U, title: 'Do you use our app?', abandoned: 1, screenedOut: 0, quotaFull: 0, total: 1 },
      { questionId: q.C, title: 'Anything to add?', abandoned: 1, screenedOut: 0, quotaFull: 0, total: 1 },
    ]);
    expect(f.funnel).toEqual((await get(s.id, '/funnel')).body.steps);
  });

  it('cross-tabulation: cells aligned to the labels, shares withheld below a base of 30', async () => {
    const x = (await get(s.id, '/cross-tabulation', { rows: 'device', cols: 'geography' })).body;
    expect(x).toMatchObject({
      rows: 'device',
      cols: 'geography',
      unit: 'sessions',
      rowLabels: ['desktop', 'mobile'],
      colLabels: ['DE', 'FR', 'unknown'],
      thresholds: { minCellBase: 30 },
    });
    const counts = x.cells.map((row: Record<string, number>[]) => row.map((c) => [c.base, c.completed, c.dropped]));
    expect(counts).toEqual([
      [
        [2, 2, 0],
        [1, 0, 1],
        [1, 0, 0],
      ],
      [
        [1, 1, 0],
        [1, 1, 0],
        [1, 0, 1],
      ],
    ]);
    expect(x.cells[0][0]).toMatchObject({ completionRate: null, dropOffRate: null, reportable: false });
    // question views by qualified sessions: U shown to 7 (5 answered, s6 dropped there), ...
    const v = (await get(s.id, '/cross-tabulation', { rows: 'question_type', cols: 'device' })).body;
    expect(v.unit).toBe('question_views');
    expect(v.rowLabels).toEqual(['single_choice', 'yes_no', 'nps', 'short_text']);
    const yesNo = v.cells[1].map((c: Record<string, number>) => [c.base, c.completed, c.dropped]);
    expect(yesNo).toEqual([
      [4, 3, 0],
      [3, 2, 1],
    ]); // desktop s1 s3 s5 s7; mobile s2 s4 s6
    for (const bad of [{ rows: 'device' }, { rows: 'device', cols: 'weather' }, { rows: 'os', cols: 'device' }] as Record<
      string,
      string
    >[]) {
      const res = await get(s.id, '/cross-tabulation', bad);
      expect(res.status).toBe(400);
    }
  });
});

it('statistics of the other kinds: scale, matrix, ranking, number, date and multiple choice, by hand', async () => {
  const s = await buildSurvey(file.api, [
    { key: 'L', type: 'likert', config: { points: 5 } },
    { key: 'M', type: 'matrix_single', required: false, config: { rows: opts('r1', 'r2'), columns: opts('c1', 'c2') } },
    { key: 'K', type: 'ranking', config: { options: opts('p', 'q', 'r') } },
    { key: 'X', type: 'number' },
    { key: 'D', type: 'date', required: false },
    { key: 'C', type: 'multiple_choice', config: { options: opts('a', 'b', 'c') } },
  ]);
  const rows: [number, Record<string, string>, string[], number, string | null, string[]][] = [
    [5, { r1: 'c1', r2: 'c2' }, ['p', 'q', 'r'], 10, '2026-01-15', ['a', 'b']],
    [4, { r1: 'c1', r2: 'c1' }, ['q', 'p', 'r'], 20, '2026-01-20', ['a']],
    [4, { r1: 'c2' }, ['p', 'r', 'q'], 20, '2026-03-01', ['c']],
    [2, { r1: 'c1', r2: 'c2' }, ['p', 'q', 'r'], 50, null, ['a', 'c']],
  ];
  const responses = rows.map(([l, m, k, x, d, c], i) => ({
    status: 'completed',
    startedAt: T(i * 10),
    completedAt: T(i * 10 + 60),
    answers: [
      { questionId: s.q.L, value: l },
      { questionId: s.q.M, value: m },
      { questionId: s.q.K, value: k },
      { questionId: s.q.X, value: x },
      ...(d ? [{ questionId: s.q.D, value: d }] : []),
      { questionId: s.q.C, value: c },
    ],
  }));
  expect((await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses })).status).toBe(200);
  const [L, M, K, X, D, C] = (await get(s.id, '/questions')).body.questions.map((q: { stats: unknown }) => q.stats);
  // 5, 4, 4, 2: mean 3.75; SD sqrt(4.75 / 3) = 1.26; median 4; top two points (4, 5): 3 of 4
  expect(L).toEqual({
    kind: 'scale',
    n: 4,
    scaleMin: 1,
    scaleMax: 5,
    mean: 3.75,
    sd: 1.26,
    median: 4,
    top2Box: 0.75,
    distribution: [
      { value: 2, count: 1, share: 0.25 },
      { value: 4, count: 2, share: 0.5 },
      { value: 5, count: 1, share: 0.25 },
    ],
  });
  // r1 answered 4 times (c1 3, c2 1); r2 answered 3 times (c1 1, c2 2)
  expect(
    M.rows.map((r: { n: number; columns: { count: number; share: number }[] }) => [r.n, r.columns.map((c) => [c.count, c.share])]),
  ).toEqual([
    [
      4,
      [
        [3, 0.75],
        [1, 0.25],
      ],
    ],
    [
      3,
      [
        [1, 0.3333],
        [2, 0.6667],
      ],
    ],
  ]);
  // ranks of p 1, 2, 1, 1; q 2, 1, 3, 2; r 3, 3, 2, 3
  expect(
    K.items.map((i: { meanRank: number; firstPlaceCount: number; firstPlaceShare: number }) => [
      i.meanRank,
      i.firstPlaceCount,
      i.firstPlaceShare,
    ]),
  ).toEqual([
    [1.25, 3, 0.75],
    [2, 1, 0.25],
    [2.75, 0, 0],
  ]);
  expect(X).toEqual({ kind: 'number', n: 4, mean: 25, median: 20, min: 10, max: 50 });
  expect(D).toEqual({
    kind: 'date',
    n: 3,
    min: '2026-01-15',
    max: '2026-03-01',
    months: [
      { month: '2026-01', count: 2 },
      { month: '2026-03', count: 1 },
    ],
  });
  expect(C.options.map((o: { count: number; share: number }) => [o.count, o.share])).toEqual([
    [3, 0.75],
    [1, 0.25],
    [2, 0.5],
  ]);
});

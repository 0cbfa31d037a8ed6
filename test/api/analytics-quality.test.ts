// Quality flags (docs/design/quality-flags.md) on a hand-computed fixture, the flagged-session page (limit clamped, filter
// echoed), and speeding that follows the median as completions arrive.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';

const file = useService();
const T = (second: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, 0) + second * 1000).toISOString();
const quality = (surveyId: string, query: Record<string, string | number> = {}) =>
  file.api.get(`/api/v1/surveys/${surveyId}/analytics/quality`, { query });

async function survey() {
  return buildSurvey(file.api, [
    { key: 'grid', type: 'matrix_single', config: { rows: opts('r1', 'r2', 'r3'), columns: opts('c1', 'c2', 'c3') } },
    { key: 'att', type: 'attention_check', config: { options: opts('a', 'b'), expectedOptionId: 'a' } },
    { key: 't1', type: 'short_text', title: 'What do you like?', required: false },
    { key: 't2', type: 'long_text', title: 'What would you change?', required: false },
  ]);
}

/**
 * 24 sessions. c1-c10 clean, 300 s. The median of the 23 completions is 300 s, so speeding is < 120 s and
 * impossible < 30 s.
 *   k1 100 s: speeding (25)                    k2 20 s: speeding + bot by impossible timing (85, high risk)
 *   k3 grid in one column: straightlining (20) k4 failed attention check: low attention (25)
 *   k5 two non-answers ("x", "sdfghj"): low attention (25)
 *   k6 a 34-character answer; k7 the same answer: duplicate (40)
 *   k8 contact cont-1; k9 contact cont-1 again: duplicate of a contact (40, hard flag: high risk)
 *   k10 honeypot (100, high)  k11 automation user agent: bot (60, high)  k12 one paste + 3 focus losses (25)
 *   k13 ended by a quality rule: excluded (0)  k14 captcha score 0.3: bot (60, high)
 */
async function fixture() {
  const s = await survey();
  const q = s.q;
  const answers = (grid: Record<string, string>, att: string, t1?: string, t2?: string) => [
    { questionId: q.grid, value: grid },
    { questionId: q.att, value: att },
    ...(t1 === undefined ? [] : [{ questionId: q.t1, value: t1 }]),
    ...(t2 === undefined ? [] : [{ questionId: q.t2, value: t2 }]),
  ];
  const good = { r1: 'c1', r2: 'c2', r3: 'c3' };
  let start = 0;
  const rec = (seconds: number, extra: object = {}, a = answers(good, 'a', 'I like the colours')) => {
    start += 1000;
    return { status: 'completed', startedAt: T(start), completedAt: T(start + seconds), answers: a, ...extra };
  };
  const long = 'This is a long answer about prices';
  // An imported record names a contact of the survey's organisation.
  const contact = (await file.api.post('/api/v1/contacts', { email: `twice-${s.id}@example.com` })).body.id as string;
  const records = [
    ...Array.from({ length: 10 }, () => rec(300)),
    rec(100),
    rec(20),
    rec(300, {}, answers({ r1: 'c1', r2: 'c1', r3: 'c1' }, 'a')),
    rec(300, {}, answers(good, 'b')),
    rec(300, {}, answers(good, 'a', 'x', 'sdfghj')),
    rec(300, {}, answers(good, 'a', undefined, long)),
    rec(300, {}, answers(good, 'a', undefined, long)),
    rec(300, { contactId: contact }),
    rec(300, { contactId: contact }),
    rec(300, { honeypot: 'filled' }),
    rec(300, { userAgent: 'python-requests/2.31' }),
    rec(
      300,
      { events: [{ type: 'paste', questionId: q.t1 }, { type: 'blur' }, { type: 'blur' }, { type: 'blur' }] },
      answers(good, 'a', 'I like the colours', 'Something else'),
    ),
    rec(300, { endReason: 'quality_excluded' }),
    rec(300, { captchaScore: 0.3 }),
  ];
  const res = await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses: records });
  expect(res.status).toBe(200);
  const ids = res.body.data.map((d: { id: string }) => d.id);
  const k = (n: number) => ids[9 + n];
  return { s, k };
}

describe('quality flags', () => {
  let f: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    f = await fixture();
  });

  it('counts each flag, the flagged and high-risk sessions and the average risk, echoing the thresholds', async () => {
    const res = await quality(f.s.id);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ method: 'computed', limit: 50, filter: 'all' });
    // flagged: k1-k5, k7, k9-k14 = 12 of 24; risk 25+85+20+25+25+40+40+100+60+25+0+60 = 505
    expect(body.summary).toEqual({
      sessions: 24,
      flaggedSessions: 12,
      highRiskSessions: 5,
      excludedSessions: 1,
      flaggedShare: 0.5,
      averageRiskScore: 21.04,
      medianCompletionTime: 300,
    });
    const counts = Object.fromEntries(body.flags.map((x: { flag: string; count: number }) => [x.flag, x.count]));
    expect(counts).toEqual({
      speeding: 2,
      straightlining: 1,
      low_attention: 2,
      bot_suspected: 3,
      duplicate: 2,
      honeypot: 1,
      behavior_anomaly: 1,
      excluded: 1,
      high_risk: 5,
    });
    expect(body.flags.find((x: { flag: string }) => x.flag === 'duplicate')).toEqual({
      flag: 'duplicate',
      count: 2,
      share: 0.0833,
      weight: 40,
    });
    expect(body.thresholds).toMatchObject({
      speedingMedianShare: 0.4,
      impossibleMedianShare: 0.1,
      minCompletionsForSpeeding: 10,
      highRiskScore: 60,
      weights: { honeypot: 100, speeding: 25 },
    });
    expect(body.sessions).toHaveLength(12);
  });

  it('lists flagged sessions highest risk first with their evidence', async () => {
    const body = (await quality(f.s.id, { limit: 3 })).body;
    expect(body.limit).toBe(3);
    expect(body.sessions.map((x: { sessionId: string }) => x.sessionId)).toEqual([f.k(10), f.k(2), f.k(14)]);
    expect(body.sessions[1]).toMatchObject({
      flags: ['speeding', 'bot_suspected', 'high_risk'],
      riskScore: 85,
      status: 'completed',
      durationSeconds: 20,
    });
    expect(body.sessions[1].evidence.map((e: { rule: string }) => e.rule)).toEqual([
      'duration_below_median_share',
      'impossible_timing',
      'risk_score',
    ]);
    const high = (await quality(f.s.id, { filter: 'high_risk' })).body;
    expect(high.filter).toBe('high_risk');
    expect(high.sessions.map((x: { sessionId: string; riskScore: number }) => [x.sessionId, x.riskScore])).toEqual([
      [f.k(10), 100],
      [f.k(2), 85],
      [f.k(14), 60],
      [f.k(11), 60],
      [f.k(9), 40],
    ]);
    const dup = (await quality(f.s.id, { filter: 'duplicate' })).body.sessions;
    expect(dup.map((x: { sessionId: string }) => x.sessionId)).toEqual([f.k(9), f.k(7)]);
    expect(dup[0].evidence[0]).toMatchObject({ flag: 'duplicate', rule: 'same_contact' });
    expect(dup[1].evidence[0]).toMatchObject({ flag: 'duplicate', rule: 'same_open_text' });
    const lowAttention = (await quality(f.s.id, { filter: 'low_attention' })).body.sessions;
    expect(lowAttention.map((x: { evidence: { rule: string }[] }) => x.evidence[0].rule).sort()).toEqual([
      'failed_attention_check',
      'open_text_non_answers',
    ]);
    const anomaly = (await quality(f.s.id, { filter: 'behavior_anomaly' })).body.sessions;
    expect(anomaly).toEqual([expect.objectContaining({ sessionId: f.k(12), riskScore: 25 })]);
  });

  it('words its evidence once per fact and rounds a captcha score', async () => {
    const s = await survey();
    const answers = [
      { questionId: s.q.grid, value: { r1: 'c1', r2: 'c2', r3: 'c3' } },
      { questionId: s.q.att, value: 'a' },
    ];
    const res = await file.api.post(`/api/v1/surveys/${s.id}/responses`, {
      responses: [{ status: 'completed', startedAt: T(0), completedAt: T(1), captchaScore: 0.1924169256351888, answers }],
    });
    expect(res.status).toBe(200);
    const [flagged] = (await quality(s.id)).body.sessions;
    const details = flagged.evidence.map((e: { detail: string }) => e.detail);
    expect(new Set(details).size).toBe(details.length);
    expect(details).toContain('captcha score 0.19 (below 0.5)');
    expect(details).toContain('0.5 s an answer is faster than a person reads and answers');
  });

  it('clamps a limit above 200, refuses a limit below 1 and an unknown filter', async () => {
    expect((await quality(f.s.id, { limit: 5000 })).body.limit).toBe(200);
    expect((await quality(f.s.id, { limit: 0 })).status).toBe(400);
    const bad = await quality(f.s.id, { filter: 'lazy' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toMatch(/filter/);
  });

  it('the responses list shows the stored flags and risk score', async () => {
    const listed = await file.api.get(`/api/v1/surveys/${f.s.id}/responses`, { query: { pageSize: 100 } });
    const k10 = listed.body.data.find((r: { id: string }) => r.id === f.k(10));
    expect(k10.quality).toEqual({ flags: ['honeypot', 'high_risk'], riskScore: 100, excluded: false });
  });

  it('speeding follows the median: 20 completions of 100 s move it to 100 s and re-flag the sessions in between', async () => {
    const { s } = await fixture();
    const q = s.q;
    const more = Array.from({ length: 20 }, (_, i) => ({
      status: 'completed',
      startedAt: T(100_000 + i * 1000),
      completedAt: T(100_000 + i * 1000 + 100),
      answers: [
        { questionId: q.grid, value: { r1: 'c1', r2: 'c2', r3: 'c3' } },
        { questionId: q.att, value: 'a' },
      ],
    }));
    expect((await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses: more })).status).toBe(200);
    const body = (await quality(s.id)).body;
    // 43 completions: 20 s once, 100 s 21 times, 300 s 21 times: the 22nd is 100 s. Speeding < 40 s, impossible < 10 s.
    expect(body.summary.medianCompletionTime).toBe(100);
    const counts = Object.fromEntries(body.flags.map((x: { flag: string; count: number }) => [x.flag, x.count]));
    expect(counts.speeding).toBe(1); // only the 20 s session; the 100 s one is no longer fast
    expect(counts.bot_suspected).toBe(2); // the 20 s session is no longer impossible
    expect(counts.high_risk).toBe(4);
  });
});

describe('edge cases', () => {
  it("leaves a session excluded for quality out of the open text's terms (the report's term charts read them)", async () => {
    const s = await survey();
    const rec = (second: number, text: string, extra: object = {}) => ({
      status: 'completed',
      startedAt: T(second),
      completedAt: T(second + 300),
      answers: [
        { questionId: s.q.grid, value: { r1: 'c1', r2: 'c2', r3: 'c3' } },
        { questionId: s.q.att, value: 'a' },
        { questionId: s.q.t1, value: text },
      ],
      ...extra,
    });
    const records = [
      rec(0, 'I like the colours'),
      rec(1000, 'colours and zebras'),
      rec(2000, 'zebras zebras zebras', { endReason: 'quality_excluded' }),
    ];
    expect((await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses: records })).status).toBe(200);
    const q = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/questions`, { query: { questionId: s.q.t1 } })).body.questions[0];
    expect(q.stats.n).toBe(2);
    expect(q.stats.terms).toEqual(
      expect.arrayContaining([
        { term: 'colours', count: 2 },
        { term: 'zebras', count: 1 },
      ]),
    );
  });

  it('no sessions at all: zeros, no NaN, timing without statistics', async () => {
    const s = await survey();
    const o = (await file.api.get(`/api/v1/surveys/${s.id}/analytics`, { query: { include: 'quality,confidence' } })).body;
    expect(o.sessions.total).toBe(0);
    expect(o.completionRate).toBe(0);
    expect(o.timing).toEqual({ completedCount: 0 });
    expect(o.daily).toEqual([]);
    expect(o.confidence).toMatchObject({
      sampleSize: 0,
      marginOfError: null,
      interval: null,
      reportability: 'insufficient',
      defensible: false,
    });
    const q = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/questions`)).body.questions;
    expect(q[0]).toMatchObject({ shownCount: 0, answerRate: 0, notReachedCount: 0 });
    expect(q[2].stats).toEqual({ kind: 'text', n: 0, meanLength: null, terms: [] });
    const qual = (await quality(s.id)).body;
    expect(qual.summary).toEqual({
      sessions: 0,
      flaggedSessions: 0,
      highRiskSessions: 0,
      excludedSessions: 0,
      flaggedShare: 0,
      averageRiskScore: null,
      medianCompletionTime: null,
    });
    expect(JSON.stringify(o) + JSON.stringify(qual)).not.toMatch(/NaN|Infinity/);
    const x = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/cross-tabulation`, { query: { rows: 'device', cols: 'browser' } }))
      .body;
    expect(x).toMatchObject({ rowLabels: [], colLabels: [], cells: [] });
  });
});

describe('edge cases of the flow', () => {
  const simple = () =>
    buildSurvey(file.api, [
      {
        key: 'S',
        type: 'single_choice',
        config: { options: opts('ok', 'no'), logic: [{ when: { operator: 'equals', value: 'no' }, then: { screenOut: true } }] },
      },
      { key: 'A', type: 'short_text' },
      { key: 'B', type: 'nps', config: { logic: [{ when: { operator: 'lt', value: 5 }, then: { jumpTo: '@A' } }] } },
    ]);
  const post = (surveyId: string, responses: object[]) => file.api.post(`/api/v1/surveys/${surveyId}/responses`, { responses });
  const at = (s: number) => new Date(Date.UTC(2026, 10, 20, 9) + s * 1000).toISOString();
  /** A response completed `seconds` after it started, answering [questionId, value] in order. */
  const completedAfter = (seconds: number, answers: [string, unknown][]) => ({
    status: 'completed',
    startedAt: at(0),
    completedAt: at(seconds),
    answers: answers.map(([questionId, value]) => ({ questionId, value })),
  });

  it('everyone screened out: nobody qualified, completion rate 0, no timing, every later question skipped', async () => {
    const s = await simple();
    const out = {
      status: 'completed',
      endReason: 'screened_out',
      startedAt: at(0),
      completedAt: at(20),
      answers: [{ questionId: s.q.S, value: 'no' }],
    };
    expect((await post(s.id, [out, out, out])).status).toBe(200);
    const o = (await file.api.get(`/api/v1/surveys/${s.id}/analytics`)).body;
    expect(o.sessions).toMatchObject({ total: 3, qualified: 0, completed: 0, screenedOut: 3 });
    expect(o.completionRate).toBe(0);
    expect(o.timing).toEqual({ completedCount: 0 });
    expect(o.questions.map((x: { shownCount: number; skippedCount: number }) => [x.shownCount, x.skippedCount])).toEqual([
      [3, 0],
      [0, 3],
      [0, 3],
    ]);
    const flow = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/flow`)).body;
    expect(flow.exitPoints).toEqual([{ questionId: s.q.S, title: 'S', abandoned: 0, screenedOut: 3, quotaFull: 0, total: 3 }]);
  });

  it('only in-progress sessions: all qualified, none completed, later questions not reached (not skipped)', async () => {
    const s = await simple();
    const going = { status: 'in_progress', startedAt: at(0), answers: [{ questionId: s.q.S, value: 'ok' }] };
    await post(s.id, [going, going]);
    const o = (await file.api.get(`/api/v1/surveys/${s.id}/analytics`)).body;
    expect(o.sessions).toMatchObject({ total: 2, qualified: 2, inProgress: 2, completed: 0 });
    expect(o.completionRate).toBe(0);
    const q = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/questions`)).body.questions;
    expect(q.map((x: Record<string, number>) => [x.shownCount, x.answeredCount, x.skippedCount, x.notReachedCount])).toEqual([
      [2, 2, 0, 0],
      [2, 0, 0, 0],
      [0, 0, 0, 2],
    ]);
    const f = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/funnel`)).body;
    expect(f.exitQuestions).toEqual([]); // nobody has left yet
  });

  it('a loop: visits count every showing, the back link is a loop caused by logic', async () => {
    const s = await simple();
    const looped = {
      ...completedAfter(90, [
        [s.q.S, 'ok'],
        [s.q.A, 'first'],
        [s.q.B, 2],
        [s.q.A, 'second'],
        [s.q.B, 8],
      ]),
      path: [s.q.S, s.q.A, s.q.B, s.q.A, s.q.B],
    };
    expect((await post(s.id, [looped])).status).toBe(200);
    const flow = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/flow`)).body;
    expect(flow.nodes.map((n: { visits: number; sessions: number }) => [n.visits, n.sessions])).toEqual([
      [1, 1],
      [2, 1],
      [2, 1],
    ]);
    expect(flow.loops).toEqual([{ from: s.q.B, to: s.q.A, count: 1 }]);
    expect(flow.links.find((l: { from: string; to: string }) => l.from === s.q.B && l.to === s.q.A)).toEqual({
      from: s.q.B,
      to: s.q.A,
      count: 1,
      viaLogic: true,
    });
    const q = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/questions`, { query: { questionId: s.q.B } })).body.questions[0];
    expect(q.stats).toMatchObject({ kind: 'nps', n: 1, passives: 1, detractors: 0 }); // the latest answer (8) counts
  });

  it('a dead end: a visited question no session ever left that is not the end', async () => {
    const s = await simple();
    await post(s.id, [{ status: 'abandoned', startedAt: at(0), path: [s.q.S, s.q.A], answers: [{ questionId: s.q.S, value: 'ok' }] }]);
    const flow = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/flow`)).body;
    expect(flow.deadEnds).toEqual([{ questionId: s.q.A, title: 'A', visits: 1 }]);
  });

  it('a question deleted after responses arrived disappears from every result; one added on a live survey starts at zero', async () => {
    const s = await simple();
    const done = completedAfter(60, [
      [s.q.S, 'ok'],
      [s.q.A, 'fine'],
      [s.q.B, 9],
    ]);
    await post(s.id, [done, done]);
    expect(
      (await file.api.delete(`/api/v1/surveys/${s.id}/questions/${s.q.B}`, { query: { acknowledgeConsequence: 'true' } })).status,
    ).toBe(204);
    const added = await file.api.post(`/api/v1/surveys/${s.id}/questions`, { type: 'yes_no', title: 'New', acknowledgeConsequence: true });
    expect(added.status).toBe(201);
    const q = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/questions`)).body.questions;
    expect(q.map((x: { title: string; shownCount: number; skippedCount: number }) => [x.title, x.shownCount, x.skippedCount])).toEqual([
      ['S', 2, 0],
      ['A', 2, 0],
      ['New', 0, 2],
    ]);
    expect((await file.api.get(`/api/v1/surveys/${s.id}/analytics/questions`, { query: { questionId: s.q.B } })).status).toBe(404);
    const flow = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/flow`)).body;
    expect(flow.links.some((l: { from: string; to: string }) => l.from === s.q.B || l.to === s.q.B)).toBe(false);
    const o = (await file.api.get(`/api/v1/surveys/${s.id}/analytics`)).body;
    expect(o.sessions.completed).toBe(2);
  });

  it('a cross-tab cell with a base of 30 or more shows its shares', async () => {
    const s = await simple();
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    const rows = Array.from({ length: 40 }, (_, i) =>
      i < 30
        ? {
            status: 'completed',
            startedAt: at(i),
            completedAt: at(i + 60),
            userAgent: ua,
            answers: [
              { questionId: s.q.S, value: 'ok' },
              { questionId: s.q.A, value: 'x' },
              { questionId: s.q.B, value: 9 },
            ],
          }
        : { status: 'abandoned', startedAt: at(i), userAgent: ua, answers: [{ questionId: s.q.S, value: 'ok' }] },
    );
    await post(s.id, rows);
    const x = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/cross-tabulation`, { query: { rows: 'device', cols: 'browser' } }))
      .body;
    expect(x.cells).toEqual([[{ base: 40, completed: 30, dropped: 10, completionRate: 0.75, dropOffRate: 0.25, reportable: true }]]);
  });
});

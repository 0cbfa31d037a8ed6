// Quality flags (domain.md section 4) on a hand-computed fixture, the flagged-session page (limit clamped, filter
// echoed), and speeding that follows the median as completions arrive.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';

const file = useService();
const T = (second: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, 0) + second * 1000).toISOString();
const quality = (surveyId: string, query: Record<string, string | number> = {}) => file.api.get(`/api/v1/surveys/${surveyId}/analytics/quality`, { query });

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
  const answers = (grid: Record<string, string>, att: string, t1?: string, t2?: string) =>
    [
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
  const records = [
    ...Array.from({ length: 10 }, () => rec(300)),
    rec(100),
    rec(20),
    rec(300, {}, answers({ r1: 'c1', r2: 'c1', r3: 'c1' }, 'a')),
    rec(300, {}, answers(good, 'b')),
    rec(300, {}, answers(good, 'a', 'x', 'sdfghj')),
    rec(300, {}, answers(good, 'a', undefined, long)),
    rec(300, {}, answers(good, 'a', undefined, long)),
    rec(300, { contactId: 'cont-1' }),
    rec(300, { contactId: 'cont-1' }),
    rec(300, { honeypot: 'filled' }),
    rec(300, { userAgent: 'python-requests/2.31' }),
    rec(300, { events: [{ type: 'paste', questionId: q.t1 }, { type: 'blur' }, { type: 'blur' }, { type: 'blur' }] }, answers(good, 'a', 'I like the colours', 'Something else')),
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
    expect(body.summary).toEqual({ sessions: 24, flaggedSessions: 12, highRiskSessions: 5, excludedSessions: 1, flaggedShare: 0.5, averageRiskScore: 21.04, medianCompletionTime: 300 });
    const counts = Object.fromEntries(body.flags.map((x: { flag: string; count: number }) => [x.flag, x.count]));
    expect(counts).toEqual({ speeding: 2, straightlining: 1, low_attention: 2, bot_suspected: 3, duplicate: 2, honeypot: 1, behavior_anomaly: 1, excluded: 1, high_risk: 5 });
    expect(body.flags.find((x: { flag: string }) => x.flag === 'duplicate')).toEqual({ flag: 'duplicate', count: 2, share: 0.0833, weight: 40 });
    expect(body.thresholds).toMatchObject({ speedingMedianShare: 0.4, impossibleMedianShare: 0.1, minCompletionsForSpeeding: 10, highRiskScore: 60, weights: { honeypot: 100, speeding: 25 } });
    expect(body.sessions).toHaveLength(12);
  });

  it('lists flagged sessions highest risk first with their evidence', async () => {
    const body = (await quality(f.s.id, { limit: 3 })).body;
    expect(body.limit).toBe(3);
    expect(body.sessions.map((x: { sessionId: string }) => x.sessionId)).toEqual([f.k(10), f.k(2), f.k(14)]);
    expect(body.sessions[1]).toMatchObject({ flags: ['speeding', 'bot_suspected', 'high_risk'], riskScore: 85, status: 'completed', durationSeconds: 20 });
    expect(body.sessions[1].evidence.map((e: { rule: string }) => e.rule)).toEqual(['duration_below_median_share', 'impossible_timing', 'risk_score']);
    const high = (await quality(f.s.id, { filter: 'high_risk' })).body;
    expect(high.filter).toBe('high_risk');
    expect(high.sessions.map((x: { sessionId: string; riskScore: number }) => [x.sessionId, x.riskScore])).toEqual([
      [f.k(10), 100], [f.k(2), 85], [f.k(14), 60], [f.k(11), 60], [f.k(9), 40],
    ]);
    const dup = (await quality(f.s.id, { filter: 'duplicate' })).body.sessions;
    expect(dup.map((x: { sessionId: string }) => x.sessionId)).toEqual([f.k(9), f.k(7)]);
    expect(dup[0].evidence[0]).toMatchObject({ flag: 'duplicate', rule: 'same_contact' });
    expect(dup[1].evidence[0]).toMatchObject({ flag: 'duplicate', rule: 'same_open_text' });
    const lowAttention = (await quality(f.s.id, { filter: 'low_attention' })).body.sessions;
    expect(lowAttention.map((x: { evidence: { rule: string }[] }) => x.evidence[0].rule).sort()).toEqual(['failed_attention_check', 'open_text_non_answers']);
    const anomaly = (await quality(f.s.id, { filter: 'behavior_anomaly' })).body.sessions;
    expect(anomaly).toEqual([expect.objectContaining({ sessionId: f.k(12), riskScore: 25 })]);
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
      status: 'completed', startedAt: T(100_000 + i * 1000), completedAt: T(100_000 + i * 1000 + 100), answers: [{ questionId: q.grid, value: { r1: 'c1', r2: 'c2', r3: 'c3' } }, { questionId: q.att, value: 'a' }],
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
  it('no sessions at all: zeros, no NaN, timing without statistics', async () => {
    const s = await survey();
    const o = (await file.api.get(`/api/v1/surveys/${s.id}/analytics`, { query: { include: 'quality,confidence' } })).body;
    expect(o.sessions.total).toBe(0);
    expect(o.completionRate).toBe(0);
    expect(o.timing).toEqual({ completedCount: 0 });
    expect(o.daily).toEqual([]);
    expect(o.confidence).toMatchObject({ sampleSize: 0, marginOfError: null, interval: null, reportability: 'insufficient', defensible: false });
    const q = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/questions`)).body.questions;
    expect(q[0]).toMatchObject({ shownCount: 0, answerRate: 0, notReachedCount: 0 });
    expect(q[2].stats).toEqual({ kind: 'text', n: 0, meanLength: null, terms: [] });
    const qual = (await quality(s.id)).body;
    expect(qual.summary).toEqual({ sessions: 0, flaggedSessions: 0, highRiskSessions: 0, excludedSessions: 0, flaggedShare: 0, averageRiskScore: null, medianCompletionTime: null });
    expect(JSON.stringify(o) + JSON.stringify(qual)).not.toMatch(/NaN|Infinity/);
    const x = (await file.api.get(`/api/v1/surveys/${s.id}/analytics/cross-tabulation`, { query: { rows: 'device', cols: 'browser' } })).body;
    expect(x).toMatchObject({ rowLabels: [], colLabels: [], cells: [] });
  });
});

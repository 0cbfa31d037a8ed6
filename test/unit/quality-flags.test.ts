// The quality rules one session is judged by (src/analytics/quality.ts, thresholds in src/analytics/thresholds.ts):
// which flags a completion raises, with which evidence, and when it is high risk.
import { evaluateQuality, NO_DUPLICATE } from '../../src/analytics/quality';
import { viewOf, type AnalysedRow } from '../../src/analytics/session';
import { structureOf } from '../../src/analytics/structure';
import { Questionnaire } from '../../src/questionnaire/questionnaire';
import { analysedRow, questionRow } from '../helpers/analysed';

const IDS = ['q1', 'q2', 'q3', 'q4'];
const structure = structureOf(new Questionnaire(IDS.map((id, i) => questionRow(id, i + 1, 'short_text'))));

/** A completion answering the four questions in `seconds`. */
const completion = (seconds: number, over: Partial<AnalysedRow> = {}): AnalysedRow =>
  analysedRow(Object.fromEntries(IDS.map((id, i) => [id, `a considered answer number ${i}`])), { duration_seconds: seconds, ...over });
const judge = (row: AnalysedRow, median: number | null, dup = NO_DUPLICATE) => evaluateQuality(viewOf(row), structure, dup, median);
const rules = (q: ReturnType<typeof judge>) => q.evidence.map((e) => `${e.flag}/${e.rule}`);

describe('quality flags of a completion', () => {
  it('raises nothing for an unhurried, ordinary session', () => {
    expect(judge(completion(100), 100)).toEqual({ flags: [], riskScore: 0, evidence: [] });
  });

  it('flags speeding under 0.4 of the median, not yet bot evidence', () => {
    const q = judge(completion(39), 100);
    expect(q.flags).toEqual(['speeding']);
    expect(rules(q)).toEqual(['speeding/duration_below_median_share']);
    expect(judge(completion(40), 100).flags).toEqual([]);
  });

  it('takes under 0.1 of the median as impossible: a bot, so high risk', () => {
    const q = judge(completion(9), 100);
    expect(q.flags).toEqual(expect.arrayContaining(['speeding', 'bot_suspected', 'high_risk']));
    expect(rules(q)).toContain('bot_suspected/impossible_timing');
  });

  it('judges speed by seconds per answer when there is no median yet', () => {
    expect(judge(completion(30), null).flags).toEqual([]);
    const q = judge(completion(7), null); // 4 answers in 7 s: under 2 s each
    expect(rules(q)).toEqual(expect.arrayContaining(['speeding/under_seconds_per_answer', 'bot_suspected/impossible_timing']));
    expect(q.evidence.find((e) => e.flag === 'bot_suspected')?.detail).toBe('1.8 s an answer is faster than a person reads and answers');
  });

  it('knows an automation user agent and a low captcha score', () => {
    expect(rules(judge(completion(100, { user_agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }), 100))).toContain(
      'bot_suspected/automation_user_agent',
    );
    const q = judge(completion(100, { captcha_score: 0.3 }), 100);
    expect(rules(q)).toContain('bot_suspected/low_captcha_score');
    expect(judge(completion(100, { captcha_score: 0.5 }), 100).flags).toEqual([]);
  });

  it('makes a filled honeypot and a duplicate contact hard flags', () => {
    const honey = judge(completion(100, { honeypot: 'filled' }), 100);
    expect(honey.flags).toEqual(['honeypot', 'high_risk']);
    const dup = judge(completion(100, { contact_id: 'c1' }), 100, { ...NO_DUPLICATE, contact: true });
    expect(dup.flags).toEqual(['duplicate', 'high_risk']);
    expect(dup.evidence[0].detail).toBe('an earlier session has the contact c1');
    expect(rules(dup)).toContain('high_risk/hard_flag'); // its weight alone is under the high-risk score
  });

  it('does not make a duplicate fingerprint alone high risk', () => {
    const q = judge(completion(100), 100, { ...NO_DUPLICATE, fingerprint: true });
    expect(q.flags).toEqual(['duplicate']);
    expect(q.riskScore).toBeGreaterThan(0);
  });
});

// What one session adds to its survey's counters (src/analytics/facts.ts): every analytics read is a function of
// these, so a session's change is applied as its new contribution minus its old one.
import { Counts, factsOf, G, key, SEP } from '../../src/analytics/facts';
import { NO_DUPLICATE, evaluateQuality } from '../../src/analytics/quality';
import { viewOf, type AnalysedRow } from '../../src/analytics/session';
import { structureOf } from '../../src/analytics/structure';
import { Questionnaire } from '../../src/questionnaire/questionnaire';
import { analysedRow, questionRow } from '../helpers/analysed';

const AT = '2026-03-01T10:00:00.000Z';
const structure = structureOf(
  new Questionnaire([
    questionRow('q1', 1, 'single_choice'),
    questionRow('q2', 2, 'number'),
    questionRow('q3', 3, 'short_text'),
    questionRow('q4', 4, 'multiple_choice'),
  ]),
);

const session = (over: Partial<AnalysedRow>, answers: Record<string, unknown>): AnalysedRow =>
  analysedRow(answers, {
    started_at: AT,
    completed_at: '2026-03-02T09:00:00.000Z',
    collector_id: 'link',
    device_type: 'mobile',
    browser: null,
    os: 'iOS',
    country: 'FR',
    user_agent: null,
    ...over,
  });
const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
function facts(row: AnalysedRow): Counts {
  const view = viewOf(row);
  return factsOf(view, evaluateQuality(view, structure, NO_DUPLICATE, null), structure, words);
}
const at = (c: Counts, group: string, k: string) => c.get(group + SEP + k);

describe('what a completed session counts', () => {
  const c = facts(session({}, { q1: 'a', q2: 7, q3: 'Hello  world' }));

  it('counts its outcome, its days, its time and its dimensions (unknowns named)', () => {
    expect(at(c, G.outcome, 'completed')).toBe(1);
    expect(at(c, G.daily, key('2026-03-01', 'started'))).toBe(1);
    expect(at(c, G.daily, key('2026-03-02', 'completed'))).toBe(1);
    expect(at(c, G.times, '100')).toBe(1);
    expect(at(c, G.sessions, key('mobile', 'unknown', 'iOS', 'FR', 'unknown', 'completed', 'link'))).toBe(1);
  });

  it('counts each answer by the kind of its question', () => {
    expect(at(c, G.question('q1'), key('o', 'a'))).toBe(1);
    expect(at(c, G.question('q2'), key('v', 7))).toBe(1);
    expect(at(c, G.question('q3'), key('len'))).toBe(12);
    expect(at(c, G.terms('q3'), 'hello')).toBe(1);
    expect(at(c, G.terms('q3'), 'world')).toBe(1);
    for (const q of ['q1', 'q2', 'q3']) {
      expect(at(c, G.question(q), key('shown'))).toBe(1);
      expect(at(c, G.question(q), key('answered'))).toBe(1);
    }
  });

  it('counts the path taken and the question the logic skipped', () => {
    expect(at(c, G.links, key('q1', 'q2'))).toBe(1);
    expect(at(c, G.links, key('q2', 'q3'))).toBe(1);
    expect(at(c, G.question('q4'), key('skipped'))).toBe(1);
    expect(at(c, G.question('q4'), key('shown'))).toBeUndefined();
  });

  it('takes back exactly what it added (a change is new minus old)', () => {
    const change = new Counts();
    change.merge(c);
    change.merge(facts(session({}, { q1: 'a', q2: 7, q3: 'Hello  world' })), -1);
    expect(change.size).toBe(0);
  });
});

describe('what an unfinished or excluded session counts', () => {
  it('marks where an abandoned session stopped and does not call unreached questions skipped', () => {
    const c = facts(session({ status: 'abandoned', completed_at: null, duration_seconds: null }, { q1: 'b', q2: 3 }));
    expect(at(c, G.outcome, 'abandoned')).toBe(1);
    expect(at(c, G.question('q2'), key('exit', 'abandoned'))).toBe(1);
    expect(at(c, G.question('q3'), key('skipped'))).toBeUndefined();
    expect(at(c, G.times, '100')).toBeUndefined();
  });

  it('keeps a quality-excluded session out of the analysis but in the outcomes', () => {
    const c = facts(session({ status: 'completed', end_reason: 'quality_excluded', excluded: 1 }, { q1: 'a' }));
    expect(at(c, G.outcome, 'quality_excluded')).toBe(1);
    expect(at(c, G.question('q1'), key('answered'))).toBeUndefined();
    expect(at(c, G.flags, 'excluded')).toBe(1);
  });
});

// Instrument scoring (docs/design/instruments.md) against hand-computed cases, and the grade boundaries.
import { CATALOGUE, instrumentOf, type Instrument } from '../../src/instruments/catalogue';
import { bandOf, scoreSession, susComparable, susGrade, susPercentile } from '../../src/instruments/scoring';
import { summarise } from '../../src/instruments/summary';

const of = (id: string) => instrumentOf(id) as Instrument;

describe('the catalogue', () => {
  it('holds the nine instruments of docs/design/instruments.md, each with items, a citation and a licence; screeners carry the note', () => {
    expect(CATALOGUE.map((i) => i.id)).toEqual(['sus', 'umux_lite', 'seq', 'nps', 'csat', 'ces', 'who5', 'phq2', 'gad2']);
    expect(CATALOGUE.map((i) => i.items.length)).toEqual([10, 2, 1, 1, 1, 1, 5, 2, 2]);
    for (const i of CATALOGUE) {
      expect(i.citation.length).toBeGreaterThan(20);
      expect(i.licence.length).toBeGreaterThan(5);
      expect(i.note !== null).toBe(i.screener);
    }
    expect(of('sus').items.map((item) => Boolean(item.reverse))).toEqual([false, true, false, true, false, true, false, true, false, true]);
  });
});

describe('SUS', () => {
  it('all 3s score 50; the best pattern (5 on odd items, 1 on even) 100; the worst 0', () => {
    expect(scoreSession(of('sus'), Array(10).fill(3))).toEqual({ score: 50, imputed: false });
    expect(scoreSession(of('sus'), [5, 1, 5, 1, 5, 1, 5, 1, 5, 1])).toEqual({ score: 100, imputed: false });
    expect(scoreSession(of('sus'), [1, 5, 1, 5, 1, 5, 1, 5, 1, 5])).toEqual({ score: 0, imputed: false });
  });

  it('a worked example: contributions total 22, SUS 55 (the total of the scoring example in Brooke 1996 and in Tullis & Albert 2013, fig. 6.8)', () => {
    // The responses are ours; the rule and the total are the published example's.
    // Odd items (4, 2, 3, 2, 4) score x - 1: 3 + 1 + 2 + 1 + 3 = 10. Even items (3, 2, 4, 2, 2) score 5 - x:
    // 2 + 3 + 1 + 3 + 3 = 12. Total 22; x 2.5 = 55.
    const answers = [4, 3, 2, 2, 3, 4, 2, 2, 4, 2];
    expect(scoreSession(of('sus'), answers)).toEqual({ score: 55, imputed: false });
  });

  it('replaces one missing item by the mean of the others, and leaves two missing unscored', () => {
    // All 4s but item 10 missing: odd contributions 3 each (15), even 1 each over four items (4), mean 19/9; total 19 + 19/9.
    const one = scoreSession(of('sus'), [4, 4, 4, 4, 4, 4, 4, 4, 4, undefined]);
    expect(one).toEqual({ score: (19 + 19 / 9) * 2.5, imputed: true });
    expect(scoreSession(of('sus'), [4, 4, 4, 4, 4, 4, 4, 4, undefined, undefined])).toBeNull();
  });

  it('grades on the Sauro-Lewis curve: 84.1 is A+, 84.0 is A; 51.7 is D, 51.6 is F', () => {
    expect(susGrade(84.1)).toBe('A+');
    expect(susGrade(84.0)).toBe('A');
    expect(susGrade(80.8)).toBe('A');
    expect(susGrade(80.7)).toBe('A-');
    expect(susGrade(68)).toBe('C');
    expect(susGrade(51.7)).toBe('D');
    expect(susGrade(51.6)).toBe('F');
  });

  it('places 68 at the 50th percentile and 80.5 one SD above (84.1st)', () => {
    expect(susPercentile(68)).toBe(50);
    expect(susPercentile(80.5)).toBe(84.1);
  });
});

describe('UMUX-Lite', () => {
  it('scores ((x1 - 1) + (x2 - 1)) / 12 x 100 and maps to SUS through 0.65 x score + 22.9', () => {
    expect(scoreSession(of('umux_lite'), [7, 7])?.score).toBe(100);
    expect(scoreSession(of('umux_lite'), [4, 4])?.score).toBe(50);
    expect(scoreSession(of('umux_lite'), [6, 5])?.score).toBe(75);
    expect(susComparable(75)).toBe(71.65);
    expect(bandOf(of('umux_lite'), 75)).toBe('C+'); // 71.65 on the SUS curve
  });
});

describe('WHO-5', () => {
  it.each([
    [[5, 5, 5, 5, 5], 100, 'adequate'],
    [[3, 3, 3, 3, 2], 56, 'adequate'],
    [[2, 3, 2, 3, 2], 48, 'poor_wellbeing'],
    [[1, 2, 1, 1, 2], 28, 'likely_depression'],
  ])('%j scores %d (%s)', (answers, score, band) => {
    expect(scoreSession(of('who5'), answers)?.score).toBe(score);
    expect(bandOf(of('who5'), score)).toBe(band);
  });
});

describe('PHQ-2 and GAD-2', () => {
  it('screen positive from a sum of 3', () => {
    for (const id of ['phq2', 'gad2']) {
      expect([scoreSession(of(id), [1, 1])?.score, bandOf(of(id), 2)]).toEqual([2, 'screen_negative']);
      expect([scoreSession(of(id), [2, 1])?.score, bandOf(of(id), 3)]).toEqual([3, 'screen_positive']);
      expect(scoreSession(of(id), [3, undefined])).toBeNull();
    }
  });
});

describe('summaries', () => {
  it('NPS is % promoters - % detractors; CSAT the top-two-box share', () => {
    expect(summarise(of('nps'), [10, 9, 8, 7, 6, 0]).score).toBe(0);
    expect(summarise(of('nps'), [10, 10, 10, 5]).score).toBe(50);
    expect(summarise(of('csat'), [5, 4, 3, 2]).score).toBe(50);
  });

  it('the mean with SD, median and a t 95% interval (3 degrees of freedom: t = 3.1824, not z = 1.96)', () => {
    const s = summarise(of('sus'), [50, 60, 70, 80]);
    expect(s).toMatchObject({ score: 65, mean: 65, median: 65, sd: 12.91 });
    expect(s.interval?.lower).toBeCloseTo(65 - (3.182446 * 12.9099) / 2, 1);
    expect(s.interval?.upper).toBeCloseTo(65 + (3.182446 * 12.9099) / 2, 1);
  });

  it('an interval on a small sample stays inside the scale, and there is none under two scores', () => {
    // n = 3, mean 91.67, sd 10.41: t(2) = 4.303 gives 91.67 + 25.86 = 117.5, past SUS's 100
    const sus = summarise(of('sus'), [80, 95, 100]);
    expect(sus.interval).toEqual({ lower: expect.any(Number), upper: 100 });
    expect(sus.interval?.lower).toBeCloseTo(91.67 - 25.86, 0);
    expect(summarise(of('nps'), [10, 10, 0]).interval?.upper).toBeLessThanOrEqual(100);
    expect(summarise(of('nps'), [10, 0]).interval?.lower).toBeGreaterThanOrEqual(-100);
    expect(summarise(of('sus'), [70]).interval).toBeNull();
  });

  it('no interval when every score is equal: the data carry no spread (never [75, 75])', () => {
    expect(summarise(of('sus'), [75, 75, 75])).toMatchObject({ score: 75, interval: null });
    expect(summarise(of('nps'), [10, 10, 9]).interval).toBeNull(); // all promoters: +100 each
  });

  it('averages exact scores, rounding only what it shows', () => {
    // UMUX-Lite (6, 7) scores 91.666..., (2, 3) 25: the mean is 58.33 (rounding each first gave 58.34)
    expect(summarise(of('umux_lite'), [scoreOf('umux_lite', [6, 7]), scoreOf('umux_lite', [2, 3])]).score).toBe(58.33);
  });
});

function scoreOf(id: string, answers: number[]): number {
  return scoreSession(of(id), answers)?.score as number;
}

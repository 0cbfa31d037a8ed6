// The comparison ask answers (docs/design/ask.md) with the groups the issue met: a thin group on top is named, never
// passed over while a larger one is crowned; and intervals that the data cannot carry are said, not drawn at zero width.
import { compare, overall, type ComparedSession } from '../../src/conclusions/comparison';
import type { ComparisonTerms } from '../../src/conclusions/comparison-terms';
import type { FlowQuestion } from '../../src/questionnaire/questionnaire';
import { fromMoments, summarizeMean, type MeanSummary } from '../../src/intervals';
import { npsPrecision } from '../../src/conclusions/results';

const rating: FlowQuestion = {
  id: 'q-rating',
  type: 'opinion_scale',
  title: 'How happy are you with Fieldwork?',
  description: null,
  required: true,
  position: 1,
  config: { min: 1, max: 5 },
};
const plan: FlowQuestion = {
  id: 'q-plan',
  type: 'single_choice',
  title: 'Which plan are you on?',
  description: null,
  required: true,
  position: 0,
  config: { options: ['basic', 'pro', 'enterprise'].map((id) => ({ id, label: id[0].toUpperCase() + id.slice(1) })) },
};

/** n sessions of a plan whose ratings have the given mean (a repeating pattern around it). */
function sessions(planId: string, ratings: number[]): ComparedSession[] {
  return ratings.map((value) => ({
    device_type: 'desktop',
    country: 'GB',
    language: 'en',
    answers: JSON.stringify([
      { questionId: 'q-plan', value: planId },
      { questionId: 'q-rating', value },
    ]),
  }));
}
const repeat = (pattern: number[], n: number): number[] => Array.from({ length: n }, (_, i) => pattern[i % pattern.length]);

async function* batches(...lists: ComparedSession[][]): AsyncGenerator<ComparedSession[]> {
  yield lists.flat();
}

const terms = (ranking: 'highest' | 'lowest'): ComparisonTerms =>
  ({
    family: 'satisfaction',
    unmappedMeasure: null,
    measure: { question: rating, rows: null },
    group: { kind: 'question', question: plan, focus: null, pair: null },
    unmappedNoun: null,
    unmappedGroup: null,
    languageMissing: null,
    comparing: true,
    ranking,
  }) as ComparisonTerms;

describe('ask: which group scores highest', () => {
  // Enterprise 4.25 on 20, Pro 3.23 on 30, Basic 3.10 on 50: the figures.
  const enterprise = sessions('enterprise', repeat([4, 5, 4, 4], 20));
  const pro = sessions('pro', [...repeat([3, 4, 3], 27), 3, 3, 2].slice(0, 30));
  const basic = sessions('basic', repeat([3, 3, 4, 3, 2], 50));

  it('names a thin group on top and crowns no one', async () => {
    const a = await compare(terms('highest'), batches(basic, pro, enterprise));
    expect(a.answer).toMatch(/Enterprise scores highest \(4\.25\) but on only 20 answers, fewer than the 30 a comparison needs/);
    expect(a.answer).toMatch(/its 95% interval lies above every other group's/);
    expect(a.answer).toMatch(/Among the groups with enough answers, Pro against Basic is/);
    expect(a.answer).not.toMatch(/Pro scores highest/);
    expect(a.readiness?.defensible).toBe(false);
  });

  it("says when the thin group's interval overlaps another", async () => {
    const wide = sessions('enterprise', repeat([5, 1, 5, 3], 20)); // mean 3.5, wide
    const a = await compare(terms('highest'), batches(basic, pro, wide));
    expect(a.answer).toMatch(/Enterprise scores highest \(3\.5\).*overlaps another group's, so it may not be highest/);
  });

  it('crowns a reportable winner when no thin group tops it', async () => {
    const thinLow = sessions('enterprise', repeat([1, 2], 20));
    const a = await compare(terms('highest'), batches(basic, pro, thinLow));
    expect(a.answer).toMatch(/Pro scores highest/);
    expect(a.answer).not.toMatch(/fewer than the 30 a comparison needs/);
  });
});

describe('ask: intervals the data cannot carry', () => {
  it('gives no interval for equal answers, and says why', async () => {
    const a = await overall({ question: rating, rows: null }, batches(sessions('pro', [4, 4, 4, 4, 4])));
    expect(a.answer).toMatch(/4 \(n = 5, every answer is the same, so the data cannot carry an interval\)/);
    expect(a.answer).not.toMatch(/95% CI 4 to 4/);
    expect(a.figures.find((f) => f.name === 'mean.low')?.value).toBeNull();
  });

  it('gives none for one answer', async () => {
    const a = await overall({ question: rating, rows: null }, batches(sessions('pro', [3])));
    expect(a.answer).toMatch(/one answer cannot carry an interval/);
  });

  it('keeps a t interval inside the scale', async () => {
    const a = await overall({ question: rating, rows: null }, batches(sessions('pro', [1, 5])));
    const low = a.figures.find((f) => f.name === 'mean.low')?.value;
    const high = a.figures.find((f) => f.name === 'mean.high')?.value;
    expect([low, high]).toEqual([1, 5]); // t(1) would reach -22.4 to 28.4
  });
});

describe('intervals against R', () => {
  it('draws t intervals as t.test does, and none without spread', () => {
    // R: t.test(c(1, 2, 3, 4, 5))$conf.int = 1.036757 4.963243
    const m = summarizeMean([1, 2, 3, 4, 5], null) as MeanSummary;
    expect(m.interval?.[0]).toBeCloseTo(1.036757, 5);
    expect(m.interval?.[1]).toBeCloseTo(4.963243, 5);
    expect(m.margin).toBeCloseTo(1.963243, 5);
    // NPS as points from counts: 14 promoters, 4 passives, 2 detractors of 20, so 60 with R's
    // t.test(c(rep(100, 14), rep(0, 4), rep(-100, 2)))$conf.int = 28.14895 91.85105
    const nps = fromMoments(20, 60, (20 / 19) * (10000 * 0.8 - 3600), { min: -100, max: 100 });
    expect(nps.interval?.[0]).toBeCloseTo(28.14895, 4);
    expect(nps.interval?.[1]).toBeCloseTo(91.85105, 4);
    // One NPS of 10, or five equal answers: no interval (never plus or minus 0)
    expect(fromMoments(1, 100, 0, { min: -100, max: 100 })).toMatchObject({ interval: null, margin: null });
    expect(summarizeMean([9, 9, 9, 9, 9], { min: 0, max: 10 })).toMatchObject({ interval: null, margin: null });
    // 9 and 3 (+100 and -100): t(1) reaches far past the scale; clamped, and no plus-or-minus
    expect(fromMoments(2, 0, 20000, { min: -100, max: 100 })).toMatchObject({ interval: [-100, 100], margin: null });
  });

  it('words an NPS without an interval', () => {
    expect(npsPrecision({ n: 1, marginOfError: null, interval: null })).toBe(' (one answer cannot carry an interval)');
    expect(npsPrecision({ n: 5, marginOfError: null, interval: null })).toMatch(/cannot carry an interval/);
    expect(npsPrecision({ n: 2, marginOfError: null, interval: [-100, 100] })).toBe(' (95% CI -100 to 100)');
  });
});

// The built-in phrasing predictor (docs/design/phrasing-priors.md): each prior moves the prediction the way it should, the
// effect is the sum of the factors, and only own data lifts the confidence above low.
import { predictLocally } from '../../src/pretest/predictor';
import { PRIORS } from '../../src/pretest/thresholds';

const input = (phrasingA: string, phrasingB: string, ownData = false) => ({
  phrasingA,
  phrasingB,
  category: 'question_wording' as const,
  surveyTitle: 'T',
  ownData,
});
/** A long open question against a short closed one on the same topic. */
const CANCELLED = input(
  'Please explain in your own words why you cancelled your subscription with us last month.',
  'Why did you cancel? (Price, Features, Support, Other)',
);
const factor = (r: ReturnType<typeof predictLocally>, name: string) => r.factors.find((f) => f.factor === name)!;

describe('predictLocally', () => {
  it('sums the factors into the effect', () => {
    const r = predictLocally(CANCELLED);
    expect(r.effectPoints).toBeCloseTo(
      r.factors.reduce((n, f) => n + f.effectPoints, 0),
      1,
    );
    expect(factor(r, 'open_ended')).toMatchObject({ a: 1, b: 0, effectPoints: PRIORS.pageBreakoff * (PRIORS.openEndedMultiplier - 1) });
  });

  it('charges length only beyond the free words, and caps it', () => {
    const long = Array.from({ length: 200 }, () => 'word').join(' ');
    const r = predictLocally(input(long, 'How old are you?'));
    expect(factor(r, 'length').effectPoints).toBe(PRIORS.maxLengthPoints);
    const short = predictLocally(input('How old are you?', 'What is your age?'));
    expect(factor(short, 'length').effectPoints).toBe(0);
  });

  it('treats a question with listed options as closed, however it starts', () => {
    const r = predictLocally(input('Why did you choose us? (Price, Quality, Other)', 'Why did you choose us? (Price, Quality, Other)'));
    expect(factor(r, 'open_ended')).toMatchObject({ a: 0, b: 0 });
  });

  it('judges a question asking for a reason, with no options, open-ended', () => {
    const r = predictLocally(input('What was the main reason you chose our product?', 'Which plan are you on? (Free, Pro)'));
    expect(factor(r, 'open_ended')).toMatchObject({ a: 1, b: 0 });
  });

  it('explains in a sentence, naming each difference that moves the prediction in words', () => {
    const r = predictLocally(CANCELLED);
    expect(r.rationale).toMatch(
      /^B is predicted to complete about [\d.]+ points more often than A, mainly because B offers choices where A asks for a written answer( and|,) /,
    );
    expect(r.rationale).toMatch(/B is shorter \(\d+ words against \d+\)/);
    expect(r.rationale).not.toMatch(/open ended|_/);
  });

  it('stays low in confidence without own data and says medium with it', () => {
    expect(predictLocally(input('a b', 'c d')).confidence).toBe('low');
    expect(predictLocally(input('a b', 'c d', true)).confidence).toBe('medium');
  });

  it('reports the removal of a leading frame as an answer shift', () => {
    const r = predictLocally(input("Isn't it true that our support is excellent?", 'How would you rate our support?'));
    expect(r.answerShifts).toEqual([expect.stringMatching(/^B removes the leading frame/)]);
  });
});

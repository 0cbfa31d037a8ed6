// What a comparison question names, read against the demo survey's questions (docs/design/ask.md), and the t
// intervals its answers carry (docs/design/readiness.md).
import { comparisonTerms } from '../../src/conclusions/comparison-terms';
import { meanDifference, summarizeMean } from '../../src/intervals';
import type { FlowQuestion } from '../../src/questionnaire/questionnaire';
import type { QuestionType } from '../../src/questions/table';
import { DEMO_QUESTIONS } from '../../src/seed/demo-survey';

const QUESTIONS: FlowQuestion[] = DEMO_QUESTIONS.map((q, position) => ({
  id: q.key,
  type: q.type as QuestionType,
  title: q.title,
  description: null,
  required: q.required ?? true,
  position,
  config: (q.config ?? {}) as Record<string, unknown>,
}));
const terms = (text: string) => {
  const t = comparisonTerms(text, QUESTIONS);
  return { ...t, measure: t.measure?.question.id ?? null, rows: t.measure?.rows?.map((r) => r.id) ?? null, group: t.group };
};

describe('comparison terms', () => {
  it.each([
    ['Are mobile users less satisfied?', 'satisfaction', { kind: 'session', session: 'device', focus: 'mobile', pair: null }],
    ['Is satisfaction higher on desktop than on phones?', 'satisfaction', { session: 'device', focus: null, pair: ['desktop', 'mobile'] }],
    ['Which plan has the happiest customers?', 'satisfaction', { kind: 'question', focus: null, pair: null }],
    ['Do Pro customers find it easier?', 'easier', { kind: 'question', focus: 'pro' }],
    ['Do older respondents recommend us more?', 'nps', { kind: 'question' }],
    ['Which country is most likely to recommend?', 'nps', { kind: 'session', session: 'country' }],
  ])('%s: %s by %j', (text, measure, group) => {
    const t = terms(text);
    expect(t.measure).toBe(measure);
    expect(t.group).toMatchObject(group);
  });

  it('a grid named by one of its rows is averaged over that row only', () => {
    expect(terms('How satisfied are people with price by plan?').rows).toEqual(['price']);
    expect(terms('Are mobile users less satisfied?').rows).toEqual(['speed', 'design', 'price', 'support']);
  });

  it('the group question is the one the words name: the plan for "plan", the age question for "older"', () => {
    expect(terms('Which plan has the happiest customers?').group?.question?.id).toBe('plan');
    expect(terms('Which age group is most satisfied?').group?.question?.id).toBe('age');
  });

  it('groups by the language speakers read, among the survey’s languages; one it is not offered in is missing', () => {
    const offered = ['en', 'de-AT', 'ar'];
    const by = (text: string) => comparisonTerms(text, QUESTIONS, offered);
    expect(by('Are German speakers happier?').group).toEqual({ kind: 'session', session: 'language', focus: 'de-AT', pair: null });
    expect(by('Do Arabic speakers recommend us more than English speakers?').group).toMatchObject({ pair: ['ar', 'en'] });
    expect(by('Which language is most satisfied?').group).toMatchObject({ session: 'language', focus: null, pair: null });
    expect(by('Are French speakers happier?')).toMatchObject({
      group: null,
      languageMissing: 'This survey is not offered in French: none of its respondents read it in French.',
    });
    expect(by('Are mobile users less satisfied?').group).toMatchObject({ session: 'device' });
  });

  it('names what the survey does not hold', () => {
    expect(terms('Are French speakers happier?')).toMatchObject({
      languageMissing: 'This survey is offered in English only: every respondent read it in it.',
      unmappedGroup: null,
      group: null,
    });
    expect(terms('Are mobile users richer?')).toMatchObject({ unmappedMeasure: 'rich', measure: null });
    expect(terms('Do managers recommend us more than engineers?')).toMatchObject({ unmappedNoun: 'manager', group: null });
    expect(terms('Is income higher on mobile?')).toMatchObject({ unmappedNoun: 'income', measure: null });
  });

  it('reads which end of a ranking is asked for', () => {
    expect(terms('Which plan is least satisfied?').ranking).toBe('lowest');
    expect(terms('Which device has the lowest NPS?').ranking).toBe('lowest');
    expect(terms('Which plan has the happiest customers?').ranking).toBe('highest');
  });
});

describe('t intervals', () => {
  it('use t with n - 1 degrees of freedom and stay inside the scale', () => {
    const m = summarizeMean([4, 5, 5], { min: 1, max: 5 });
    // mean 4.67, sd 0.577, t(2) = 4.303: 4.67 +- 1.43 -> [3.23, 6.1], clamped to 5
    expect(m?.mean).toBeCloseTo(4.667, 3);
    expect(m?.interval?.[0]).toBeCloseTo(4.667 - 1.434, 2);
    expect(m?.interval?.[1]).toBe(5);
    expect(summarizeMean([3], { min: 1, max: 5 })?.interval).toBeNull();
    expect(summarizeMean([], null)).toBeNull();
  });

  it("Welch's difference: its interval excludes zero only for a real gap", () => {
    const a = summarizeMean([5, 5, 4, 5, 4, 5, 5, 4], null);
    const b = summarizeMean([1, 2, 1, 2, 1, 2, 2, 1], null);
    const clear = a && b && meanDifference(a, b);
    expect(clear?.difference).toBeCloseTo(3.125, 3);
    expect(clear?.interval[0]).toBeGreaterThan(0);
    const c = summarizeMean([1, 5, 2, 4, 3], null);
    const d = summarizeMean([2, 4, 3, 5, 1], null);
    const none = c && d && meanDifference(c, d);
    expect(none?.interval[0]).toBeLessThan(0);
    expect(none?.interval[1]).toBeGreaterThan(0);
  });
});

// The research review's dimensions (docs/design/design-review.md) on questionnaires built to trip one rule at a time.
import { composeReview } from '../../src/review/compose';
import { expectedSeconds, respondent, statistics, structure } from '../../src/review/dimensions';
import { readQuestionnaire } from '../../src/review/questionnaire';
import type { QuestionRow } from '../../src/db/schema';
import type { QuestionType } from '../../src/questions/table';

let n = 0;
const q = (type: QuestionType, title: string, config: object = {}, required = false): QuestionRow => ({
  id: `q${++n}`,
  survey_id: 's',
  type,
  title,
  description: null,
  required: required ? 1 : 0,
  position: n,
  config: JSON.stringify(config),
  instrument_instance_id: null,
  probes: '[]',
  created_at: '',
  updated_at: '',
});
const choice = (title: string) =>
  q('single_choice', title, {
    options: [
      { id: 'a', label: 'Yes' },
      { id: 'b', label: 'No' },
      { id: 'c', label: 'Not sure' },
    ],
  });
const noSample = { status: 'draft', completed: 0, marginOfError: null, devices: [] };

describe('respondent burden', () => {
  it('budgets 10 s a question, 6 s a grid row and 60 s an open question', () => {
    const qs = readQuestionnaire([
      q('welcome_screen', 'Hi'),
      choice('Plan?'),
      q('matrix_single', 'Rate', { rows: [{ label: 'a' }, { label: 'b' }], columns: [{ label: 'x' }, { label: 'y' }] }),
      q('long_text', 'Why?'),
    ]);
    expect(expectedSeconds(qs)).toBe(10 + 12 + 60);
  });

  it('warns above 10 minutes (medium), high above 15, critical above 20 with a heavier penalty', () => {
    const opens = (k: number) => readQuestionnaire(Array.from({ length: k }, (_, i) => q('long_text', `Tell us about ${i}?`)));
    expect(respondent(opens(11)).findings[0]).toMatchObject({ code: 'respondent.long_survey', priority: 'medium' });
    expect(respondent(opens(16)).findings[0]).toMatchObject({ code: 'respondent.long_survey', priority: 'high' });
    const critical = respondent(opens(21));
    expect(critical.findings[0]).toMatchObject({ code: 'respondent.critical_length', priority: 'high' });
    expect(critical.extraPenalty).toBe(25);
    expect(respondent(opens(3)).findings).toEqual([]);
  });
});

describe('structure', () => {
  it('flags a personal first question and demographics early, and not a survey that saves them for last', () => {
    const early = readQuestionnaire([
      q('email', 'Your email?'),
      q('number', 'What is your age?'),
      choice('A?'),
      choice('B?'),
      choice('C?'),
      choice('D?'),
    ]);
    expect(structure(early).findings.map((f) => f.code)).toEqual(['structure.hard_first_question', 'structure.sensitive_early']);
    const late = readQuestionnaire([choice('A?'), choice('B?'), choice('C?'), q('number', 'What is your age?')]);
    expect(structure(late).findings).toEqual([]);
  });
});

describe('statistics', () => {
  it('asks for more completions, high once the survey is live, and checks device subgroups of 10% or more', () => {
    const qs = readQuestionnaire([choice('A?')]);
    expect(statistics(qs, noSample).findings[0]).toMatchObject({ code: 'statistics.thin_sample', priority: 'low' });
    expect(statistics(qs, { ...noSample, status: 'live', completed: 40, marginOfError: 0.155 }).findings[0]).toMatchObject({
      priority: 'high',
      message: expect.stringContaining('15.5 points'),
    });
    const devices = [
      { label: 'desktop', completed: 150 },
      { label: 'mobile', completed: 40 },
      { label: 'tablet', completed: 10 },
    ];
    const r = statistics(qs, { status: 'live', completed: 200, marginOfError: 0.069, devices });
    expect(r.findings.map((f) => f.code)).toEqual(['statistics.thin_subgroups']);
    expect(r.findings[0].message).toBe('Subgroups under 60 completions: mobile (40).');
  });

  it('finds a survey of open questions unmeasurable', () => {
    const qs = readQuestionnaire([q('long_text', 'Why?'), q('short_text', 'What else?')]);
    expect(statistics(qs, noSample).findings.find((f) => f.code === 'statistics.unmeasurable')).toMatchObject({ priority: 'high' });
  });
});

describe('composeReview', () => {
  it('scores each dimension 100 minus its penalties and averages them', () => {
    const r = composeReview(
      readQuestionnaire([
        q('single_choice', "Don't you agree our app is great?", {
          options: [
            { id: 'y', label: 'Yes' },
            { id: 'n', label: 'No' },
            { id: 'd', label: "Don't know" },
          ],
        }),
      ]),
      noSample,
      3,
    );
    expect(r.scores).toEqual({ methodology: 75, structure: 100, statistics: 96, respondent: 100 });
    expect(r.overallScore).toBe(92.8);
    expect(r.reviewData.recommendations.map((x) => x.code)).toEqual(['wording.leading_question', 'statistics.thin_sample']);
    expect(r.reviewData.inputs).toEqual({ questionCount: 1, questionnaireVersion: 3, completedSessions: 0, expectedCompletionSeconds: 10 });
  });
});

// The questionnaire's walk (src/questionnaire/questionnaire.ts): which conditions hold on the answers so far, and what
// follows a question: its probes, its logic rules in order (jump, screen out, quota full, end), else the next one.
import { conditionHolds, Questionnaire, type AnswerLookup } from '../../src/questionnaire/questionnaire';
import { questionRow } from '../helpers/analysed';

const row = (id: string, position: number, config: object = {}, probes: object[] = []) =>
  questionRow(id, position, 'single_choice', config, probes);
const answers = (entries: Record<string, unknown>): AnswerLookup => new Map(Object.entries(entries));

describe('conditionHolds', () => {
  const given = answers({ age: 34, colours: ['red', 'blue'], note: 'a long comment', grid: { r1: 'yes', r2: ['a', 'b'] } });

  it('compares numbers, and only numbers', () => {
    expect(conditionHolds({ questionId: 'age', operator: 'gt', value: 30 }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'age', operator: 'lte', value: 33 }, 'x', given)).toBe(false);
    expect(conditionHolds({ questionId: 'age', operator: 'gte', value: 34 }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'note', operator: 'gt', value: 1 }, 'x', given)).toBe(false);
    expect(conditionHolds({ questionId: 'missing', operator: 'lt', value: 1 }, 'x', given)).toBe(false);
  });

  it('reads includes in a list, a text and a grid', () => {
    expect(conditionHolds({ questionId: 'colours', operator: 'includes', value: 'red' }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'colours', operator: 'excludes', value: 'green' }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'note', operator: 'includes', value: 'long' }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'grid', operator: 'includes', value: 'yes' }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'grid', operator: 'includes', value: 'b' }, 'x', given)).toBe(true);
  });

  it('treats an unanswered question as not equal and not including anything', () => {
    expect(conditionHolds({ questionId: 'missing', operator: 'equals', value: 1 }, 'x', given)).toBe(false);
    expect(conditionHolds({ questionId: 'missing', operator: 'not_equals', value: 1 }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'missing', operator: 'excludes', value: 1 }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'missing', operator: 'skipped' }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'age', operator: 'answered' }, 'x', given)).toBe(true);
  });

  it('compares lists and objects by value, and defaults to the owning question', () => {
    expect(conditionHolds({ questionId: 'colours', operator: 'equals', value: ['red', 'blue'] }, 'x', given)).toBe(true);
    expect(conditionHolds({ questionId: 'colours', operator: 'equals', value: ['blue', 'red'] }, 'x', given)).toBe(false);
    expect(conditionHolds({ operator: 'equals', value: 34 }, 'age', given)).toBe(true);
  });

  it('combines with all and any, and an unknown operator never holds', () => {
    const over30 = { questionId: 'age', operator: 'gt', value: 30 };
    const green = { questionId: 'colours', operator: 'includes', value: 'green' };
    expect(conditionHolds({ all: [over30, green] }, 'x', given)).toBe(false);
    expect(conditionHolds({ any: [over30, green] }, 'x', given)).toBe(true);
    expect(conditionHolds({ all: [] }, 'x', given)).toBe(true);
    expect(conditionHolds({ any: [] }, 'x', given)).toBe(false);
    expect(conditionHolds({ questionId: 'age', operator: 'resembles', value: 34 }, 'x', given)).toBe(false);
  });
});

describe('Questionnaire.after', () => {
  const screener = {
    logic: [
      { when: { operator: 'equals', value: 'minor' }, then: { screenOut: true } },
      { when: { operator: 'equals', value: 'full' }, then: { quotaFull: true } },
      { when: { operator: 'equals', value: 'skip' }, then: { jumpTo: 'q4' } },
      { when: { operator: 'equals', value: 'done' }, then: { endSurvey: true } },
      { when: { operator: 'equals', value: 'ghost' }, then: { jumpTo: 'deleted' } },
    ],
  };
  const probe = { id: 'p1', text: 'Why?', answerType: 'long_text', when: { operator: 'equals', value: 'no' } };
  const q = new Questionnaire([row('q4', 4), row('q2', 2, {}, [probe]), row('q1', 1, screener), row('q3', 3)]);

  it('orders questions by position, probes after their question', () => {
    expect(q.first()).toBe('q1');
    expect(q.questions.map((x) => x.id)).toEqual(['q1', 'q2', 'p1', 'q3', 'q4']);
  });

  it('follows the first rule that holds, and marks the step as logic', () => {
    expect(q.after('q1', answers({ q1: 'minor' }))).toEqual({ end: true, endReason: 'screened_out', logic: true });
    expect(q.after('q1', answers({ q1: 'full' }))).toEqual({ end: true, endReason: 'quota_full', logic: true });
    expect(q.after('q1', answers({ q1: 'skip' }))).toEqual({ next: 'q4', logic: true });
    expect(q.after('q1', answers({ q1: 'done' }))).toEqual({ end: true, endReason: null, logic: true });
  });

  it('goes on in order when no rule holds, or a rule jumps to a question that is gone', () => {
    expect(q.after('q1', answers({ q1: 'adult' }))).toEqual({ next: 'q2', logic: false });
    expect(q.after('q1', answers({ q1: 'ghost' }))).toEqual({ next: 'q2', logic: false });
  });

  it('asks a probe only when its condition holds, then goes on past it', () => {
    expect(q.after('q2', answers({ q2: 'no' }))).toEqual({ next: 'p1', logic: false });
    expect(q.after('q2', answers({ q2: 'yes' }))).toEqual({ next: 'q3', logic: false });
    expect(q.after('p1', answers({ q2: 'no', p1: 'because' }))).toEqual({ next: 'q3', logic: false });
  });

  it('ends after the last question, and at a question it does not know', () => {
    expect(q.after('q4', answers({}))).toEqual({ end: true, endReason: null, logic: false });
    expect(q.after('nope', answers({}))).toEqual({ end: true, endReason: null, logic: false });
  });
});

// Answer values against their question's type and config (docs/design/responses.md), logic operators (docs/design/questions-and-logic.md), and export cell formats (docs/design/exports.md).
import contract from '../../generated/openapi.json';
import type { QuestionType } from '../../src/questions/table';
import { answerProblem } from '../../src/questions/answers';
import { conditionHolds } from '../../src/questionnaire/questionnaire';
import { formatAnswer } from '../../src/exports/columns';
import { columnName } from '../../src/exports/xlsx';
import { fileName } from '../../src/exports/export';

const o = (...ids: string[]) => ids.map((id) => ({ id, label: id.toUpperCase() }));
const grid = { rows: o('r1', 'r2'), columns: o('c1', 'c2') };

/** type -> [config, values that fit, values that do not] */
const TABLE: Record<string, [Record<string, unknown>, unknown[], unknown[]]> = {
  welcome_screen: [{}, [undefined], ['hi']],
  thank_you_screen: [{}, [undefined], [true]],
  statement: [{}, [undefined], [1]],
  single_choice: [
    { options: o('a', 'b'), allowOther: true },
    ['a', { other: 'mine' }],
    ['c', ['a'], { other: '' }, { other: 'x', y: 1 }, 1],
  ],
  multiple_choice: [
    { options: o('a', 'b', 'c'), minSelections: 1, maxSelections: 2 },
    [['a'], ['a', 'c']],
    [[], ['a', 'b', 'c'], ['a', 'a'], ['z'], 'a'],
  ],
  dropdown: [{ options: o('a', 'b') }, ['b'], [{ other: 'x' }, 'c']],
  yes_no: [{}, ['yes', 'no'], [true, 'Yes', 1]],
  image_choice: [{ options: o('a', 'b'), multiple: true }, [['a', 'b']], ['a', ['c']]],
  likert: [{ points: 5 }, [1, 5], [0, 6, 2.5, '3']],
  nps: [{}, [0, 10], [-1, 11, 7.5]],
  stars: [{ max: 5 }, [1, 5], [0, 6]],
  slider: [{ min: 0, max: 10, step: 0.5 }, [0, 2.5, 10], [10.5, 0.3, '5']],
  opinion_scale: [{ min: 1, max: 10 }, [1, 10], [0, 11]],
  semantic_differential: [{ points: 7 }, [1, 7], [8]],
  csat: [{ points: 5 }, [3], [6]],
  ces: [{ points: 7 }, [7], [0]],
  emoji_rating: [{ points: 3 }, [3], [4]],
  matrix_single: [grid, [{ r1: 'c1' }, { r1: 'c2', r2: 'c1' }], [{}, { r3: 'c1' }, { r1: 'c3' }, { r1: ['c1'] }]],
  matrix_multiple: [grid, [{ r1: ['c1', 'c2'] }], [{ r1: 'c1' }, { r1: [] }, { r1: ['c1', 'c1'] }]],
  matrix_text: [grid, [{ r1: { c1: 'text' } }], [{ r1: 'text' }, { r1: { c9: 'x' } }]],
  ranking: [{ options: o('a', 'b', 'c') }, [['c', 'a', 'b'], ['b']], [['a', 'a'], ['z'], []]],
  constant_sum: [{ options: o('a', 'b'), total: 100 }, [{ a: 60, b: 40 }, { a: 100 }], [{ a: 60, b: 30 }, { a: -10, b: 110 }, { z: 100 }]],
  maxdiff: [{ options: o('a', 'b', 'c') }, [[{ best: 'a', worst: 'c' }]], [[{ best: 'a', worst: 'a' }], [{ best: 'a' }], []]],
  card_sort: [{ cards: o('x', 'y'), categories: o('k1', 'k2') }, [{ x: 'k1', y: 'k2' }], [{ z: 'k1' }, { x: 'k9' }]],
  short_text: [{ maxLength: 5 }, ['hello'], ['', 'toolong', 5]],
  long_text: [{ maxLength: 5000 }, ['A paragraph.'], [['x']]],
  email: [{}, ['ana@example.org'], ['ana', 'ana@', 'a b@c.de']],
  phone: [{}, ['+49 (30) 123-456'], ['call me', '12']],
  url: [{}, ['https://example.org/x'], ['ftp://example.org', 'example.org']],
  number: [{ min: 0, max: 120, integerOnly: true }, [0, 42], [-1, 121, 4.2, '42']],
  date: [{ minDate: '2026-01-01', maxDate: '2026-12-31' }, ['2026-02-28'], ['2026-02-30', '2025-12-31', '2027-01-01', '28.02.2026']],
  time: [{ minuteStep: 15 }, ['09:45', '23:00'], ['9:45', '24:00', '09:40']],
  contact_info: [{ fields: ['firstName', 'email'] }, [{ firstName: 'Ana' }], [{ phone: '1' }, {}, { firstName: 3 }]],
  address: [{}, [{ city: 'Berlin', country: 'DE' }], [{ planet: 'Mars' }]],
  file_upload: [{ maxFiles: 2 }, [['file-1'], ['a', 'b']], [['a', 'b', 'c'], [], 'file-1']],
  signature: [{}, ['sig-ref-1'], ['', 3]],
  consent: [{ statement: 'I agree' }, [true], [false, 'true']],
  attention_check: [{ options: o('a', 'b'), expectedOptionId: 'a' }, ['a', 'b'], ['c', { other: 'x' }]],
};

const TYPES = (contract as { components: { schemas: { QuestionType: { enum: string[] } } } }).components.schemas.QuestionType.enum;

it('covers every question type of the contract', () => {
  expect(Object.keys(TABLE).sort()).toEqual([...TYPES].sort());
});

describe.each(Object.entries(TABLE))('%s answers', (type, [config, good, bad]) => {
  const question = { type: type as QuestionType, required: true, config };
  it.each(good.map((v) => [v === undefined ? '(no value)' : JSON.stringify(v), v]))('accepts %s', (_label, value) => {
    expect(answerProblem(question, value)).toBeNull();
  });
  it.each(bad.map((v) => [JSON.stringify(v), v]))('refuses %s with a reason', (_label, value) => {
    expect(answerProblem(question, value)).toEqual(expect.any(String));
  });
});

it('a missing value is refused only for a required question that collects an answer', () => {
  expect(answerProblem({ type: 'nps', required: true, config: {} }, undefined)).toBe('is required');
  expect(answerProblem({ type: 'nps', required: false, config: {} }, undefined)).toBeNull();
  expect(answerProblem({ type: 'welcome_screen', required: true, config: {} }, undefined)).toBeNull();
});

describe('logic conditions (docs/design/questions-and-logic.md)', () => {
  const answers = new Map<string, unknown>([
    ['q', 7],
    ['m', ['a', 'b']],
    ['s', 'hello'],
  ]);
  it.each([
    [{ questionId: 'q', operator: 'equals', value: 7 }, true],
    [{ questionId: 'q', operator: 'not_equals', value: 7 }, false],
    [{ questionId: 'x', operator: 'not_equals', value: 7 }, true],
    [{ questionId: 'm', operator: 'includes', value: 'b' }, true],
    [{ questionId: 'm', operator: 'excludes', value: 'b' }, false],
    [{ questionId: 's', operator: 'includes', value: 'ell' }, true],
    [{ questionId: 'q', operator: 'gt', value: 7 }, false],
    [{ questionId: 'q', operator: 'gte', value: 7 }, true],
    [{ questionId: 'q', operator: 'lt', value: 8 }, true],
    [{ questionId: 'q', operator: 'lte', value: 6 }, false],
    [{ questionId: 's', operator: 'gt', value: 1 }, false],
    [{ questionId: 'q', operator: 'answered' }, true],
    [{ questionId: 'x', operator: 'skipped' }, true],
    [{ operator: 'equals', value: 'hello' }, true], // no questionId: the question holding the rule
    [
      {
        all: [
          { questionId: 'q', operator: 'gte', value: 5 },
          { questionId: 'x', operator: 'answered' },
        ],
      },
      false,
    ],
    [
      {
        any: [
          { questionId: 'q', operator: 'gte', value: 5 },
          { questionId: 'x', operator: 'answered' },
        ],
      },
      true,
    ],
  ])('%j is %s', (condition, expected) => {
    expect(conditionHolds(condition, 's', answers)).toBe(expected);
  });
});

describe('export cells (docs/design/exports.md)', () => {
  const q = (type: QuestionType, config: Record<string, unknown> = {}) => ({
    id: 'q',
    type,
    title: 't',
    description: null,
    required: true,
    position: 0,
    config,
  });
  it.each([
    ['single_choice', { options: o('a') }, 'a', 'A'],
    ['single_choice', { options: o('a') }, { other: 'Mine' }, 'Other: Mine'],
    ['multiple_choice', { options: o('a', 'b') }, ['b', 'a'], 'B; A'],
    ['yes_no', { yesLabel: 'Sure', noLabel: 'Nope' }, 'no', 'Nope'],
    ['matrix_single', grid, { r1: 'c2' }, 'R1: C2'],
    ['matrix_multiple', grid, { r2: ['c1', 'c2'] }, 'R2: C1, C2'],
    ['constant_sum', { options: o('a', 'b') }, { a: 70, b: 30 }, 'A: 70; B: 30'],
    ['maxdiff', { options: o('a', 'b') }, [{ best: 'a', worst: 'b' }], 'best: A, worst: B'],
    ['card_sort', { cards: o('x'), categories: o('k') }, { x: 'k' }, 'X: K'],
    ['contact_info', {}, { firstName: 'Ana' }, 'firstName: Ana'],
    ['consent', {}, true, 'Yes'],
    ['nps', {}, 9, 9],
    ['date', {}, '2026-11-21', '2026-11-21'],
  ] as [QuestionType, Record<string, unknown>, unknown, unknown][])('%s: %j with %j reads %j', (type, config, value, expected) => {
    expect(formatAnswer(q(type, config), value)).toEqual(expected);
  });
  it('names xlsx columns A..Z, AA.., and file names safely', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(fileName('Été "2026": <Q4>', 'csv', new Date('2026-11-21T10:00:00Z'))).toBe('ete-2026-q4-responses-2026-11-21.csv');
    expect(fileName('***', 'zip', new Date('2026-11-21T10:00:00Z'))).toBe('survey-responses-2026-11-21.zip');
  });
});

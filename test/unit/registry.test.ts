// The question-type registry: one entry per contract type, and the aspects that used to agree "by comment" now agree
// because they are read from one place (a scale's answer check and its analytics range are the same range).
import contract from '../../generated/openapi.json';
import { QUESTION_TYPES } from '../../src/questions/registry';
import { answerProblem } from '../../src/questions/answers';
import { Structure, scaleRange } from '../../src/analytics/structure';
import { Questionnaire } from '../../src/questionnaire/questionnaire';
import type { QuestionType } from '../../src/questions/table';

const ENUM = (contract as { components: { schemas: { QuestionType: { enum: QuestionType[] } } } }).components.schemas.QuestionType.enum;
const flow = (type: QuestionType, config: Record<string, unknown> = {}) => ({
  id: `q-${type}`,
  type,
  title: type,
  description: null,
  required: true,
  position: 0,
  config,
});

it('describes exactly the question types of the contract', () => {
  expect(Object.keys(QUESTION_TYPES).sort()).toEqual([...ENUM].sort());
});

it('gives screens no answer, no statistics, no export column and the review kind "screen"; every other type an answer check', () => {
  for (const type of ENUM) {
    const spec = QUESTION_TYPES[type];
    expect({ type, screen: spec.screen, check: spec.answer === null, review: spec.review === 'screen' }).toEqual({
      type,
      screen: spec.screen,
      check: spec.screen,
      review: spec.screen,
    });
  }
  const structure = new Structure(new Questionnaire([]));
  expect(structure.analysed).toEqual([]);
  expect(answerProblem({ type: 'statement', required: true, config: {} }, 'x')).toBe('a statement takes no answer');
  expect(answerProblem({ type: 'statement', required: true, config: {} }, undefined)).toBeNull();
});

it.each([
  ['likert', {}, 1, 5],
  ['likert', { points: 7 }, 1, 7],
  ['nps', {}, 0, 10],
  ['stars', { max: 10 }, 1, 10],
  ['opinion_scale', { min: 0, max: 6 }, 0, 6],
  ['semantic_differential', {}, 1, 7],
  ['csat', {}, 1, 5],
  ['ces', {}, 1, 7],
  ['emoji_rating', {}, 1, 5],
  ['slider', { min: 10, max: 20, step: 5 }, 10, 20],
] as [QuestionType, Record<string, unknown>, number, number][])(
  '%s %j: the answer check accepts exactly the analysed range %d..%d',
  (type, config, min, max) => {
    const range = scaleRange(flow(type, config));
    expect([range.min, range.max]).toEqual([min, max]);
    const question = { type, required: true, config };
    expect(answerProblem(question, min)).toBeNull();
    expect(answerProblem(question, max)).toBeNull();
    expect(answerProblem(question, min - 1)).toEqual(expect.any(String));
    expect(answerProblem(question, max + 1)).toEqual(expect.any(String));
  },
);

it('keeps scale runs to the types that have a scale, and straightlining to single-answer grids', () => {
  const withScale = ENUM.filter((t) => QUESTION_TYPES[t].analytics.scale).sort();
  expect(withScale).toEqual(['ces', 'csat', 'emoji_rating', 'likert', 'nps', 'opinion_scale', 'semantic_differential', 'slider', 'stars']);
  expect(ENUM.filter((t) => QUESTION_TYPES[t].analytics.straightline)).toEqual(['matrix_single']);
  expect(ENUM.filter((t) => QUESTION_TYPES[t].analytics.openText).sort()).toEqual(['long_text', 'short_text']);
});

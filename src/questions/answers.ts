// Whether an answer value fits its question (docs/design/responses.md): the check of its type in the question-type registry.
import type { FlowQuestion } from '../questionnaire/questionnaire';
import { QUESTION_TYPES } from './registry';

/**
 * What is wrong with `value` as an answer to `question` (the questionnaire's own question, its config parsed), or
 * null. `undefined` means "shown, left unanswered".
 */
export function answerProblem(question: Pick<FlowQuestion, 'type' | 'required' | 'config'>, value: unknown): string | null {
  const spec = QUESTION_TYPES[question.type];
  if (!spec) return `question type ${String(question.type)} is unknown`;
  if (value === undefined || value === null) return question.required && !spec.screen ? 'is required' : null;
  return spec.answer ? spec.answer(value, question.config) : `a ${question.type} takes no answer`;
}

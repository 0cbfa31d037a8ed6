// Whether an answer value fits its question (D9): the check of its type in the question-type registry.
import type { QuestionRow } from '../db/schema';
import type { Config } from '../questions/answer-checks';
import { QUESTION_TYPES } from '../questions/registry';

/** What is wrong with `value` as an answer to `question`, or null. `undefined` means "shown, left unanswered". */
export function answerProblem(question: Pick<QuestionRow, 'type' | 'required' | 'config'>, config: Config, value: unknown): string | null {
  const spec = QUESTION_TYPES[question.type];
  if (!spec) return `question type ${String(question.type)} is unknown`;
  if (value === undefined || value === null) return question.required && !spec.screen ? 'is required' : null;
  return spec.answer ? spec.answer(value, config) : `a ${question.type} takes no answer`;
}

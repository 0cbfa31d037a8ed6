// Survey status moves (docs/design/lifecycle.md). Anything not listed is 409 invalid_transition.
import { ApiError } from '../errors';
import type { Schemas } from '../contract';

type Status = Schemas['SurveyStatus'];

const ALLOWED: Record<Status, readonly Status[]> = {
  draft: ['live'],
  live: ['paused', 'closed'],
  paused: ['live', 'closed'],
  closed: ['live'],
};

export function assertTransition(from: Status, to: Status, answerableQuestions: number): void {
  if (from === to) return;
  if (!ALLOWED[from].includes(to)) {
    throw new ApiError('invalid_transition', `A survey cannot move from '${from}' to '${to}'.`);
  }
  if (from === 'draft' && to === 'live' && answerableQuestions === 0) {
    throw new ApiError('invalid_transition', 'A survey needs at least one question that collects an answer before it can go live.');
  }
}

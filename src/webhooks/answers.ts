// The events whose payload carries a respondent's answers: the session as `listResponses` shows it. Reading answers
// needs `responses:read`, so receiving them does too, whichever way they leave: the feed (`events:read`), a webhook
// subscription created or pointed elsewhere, or a replay (`webhooks:write`). docs/design/events.md, "Answers".
import { ApiError } from '../errors';
import type { Principal } from '../auth/keys';

export const ANSWER_EVENTS: readonly string[] = ['response.started', 'response.completed', 'response.abandoned', 'response.updated'];
export const ANSWERS_SCOPE = 'responses:read';

/** Whether a subscription to `types` (none: every event) receives answers. */
export const carriesAnswers = (types: readonly string[]): boolean => types.length === 0 || types.some((t) => ANSWER_EVENTS.includes(t));

/** Whether the caller may receive answers (a dashboard user's permissions were checked by the operation). */
export const mayReadAnswers = (principal: Principal | null): boolean => !principal || principal.scopes.has(ANSWERS_SCOPE);

/** The 403 naming `responses:read` for `what` (that would carry answers). */
export const answersRefused = (what: string): ApiError =>
  new ApiError('insufficient_scope', `${what} would carry respondents' answers, which need the scope '${ANSWERS_SCOPE}' as well.`, {
    requiredScope: ANSWERS_SCOPE,
  });

/** 403 naming `responses:read` unless the caller may receive answers. */
export function assertMayReadAnswers(principal: Principal | null, what: string): void {
  if (!mayReadAnswers(principal)) throw answersRefused(what);
}

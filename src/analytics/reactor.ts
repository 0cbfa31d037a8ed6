// Analytics as a journal reactor: it takes the survey's analytics lock when a bulk writer locks a survey, counts every
// session change in the writer's transaction (src/analytics/maintain.ts; a completion takes the lock there, for the
// median), and recounts after a questionnaire change.
import type { DomainReactor, SessionsChanged } from '../events/domain';
import type { Frozen, Trx } from '../events/journal';
import { medianJudgedBy } from './judged';
import { forgetSessions, recordChanges, type AnalyticsLock } from './maintain';
import { rebuild } from './recount';
import { lockState } from './store';

/** The locks a transaction holds, per survey: what lockState read, kept current as the median moves. */
const held = new WeakMap<Trx, Map<string, AnalyticsLock>>();

async function lock(trx: Trx, surveyId: string): Promise<AnalyticsLock> {
  let locks = held.get(trx);
  if (!locks) held.set(trx, (locks = new Map()));
  let state = locks.get(surveyId);
  if (!state) locks.set(surveyId, (state = await lockState(trx, surveyId)));
  return state;
}

/** Counts a change: with the survey's analytics lock when the writer took it (a bulk write); else it is taken when a
 * completion needs it, and never for a start or an answer (src/responses/session-writer.ts). */
async function count(trx: Trx, payload: Frozen<SessionsChanged>): Promise<void> {
  const { survey, questionnaire, changes } = payload;
  const state = held.get(trx)?.get(survey.id) ?? (() => lock(trx, survey.id));
  await recordChanges(trx, survey.id, changes, state, questionnaire, medianJudgedBy(payload));
}

export const analyticsReactor: DomainReactor = {
  name: 'analytics',
  lockSurvey: async (trx, surveyId) => void (await lock(trx, surveyId)),
  on: {
    'session.started': count,
    'session.answered': count,
    'session.completed': count,
    'session.abandoned': count,
    'session.imported': count,
    'session.corrected': count,
    'session.recomputed': count,
    // A deleting writer holds the survey's locks (it is a bulk writer): the state it took is the one held.
    'sessions.deleted': async (trx, { survey, questionnaire, sessions }) =>
      forgetSessions(trx, survey.id, sessions, await lock(trx, survey.id), questionnaire),
    'questionnaire.changed': async (trx, { survey }) => {
      await rebuild(trx, survey.id);
      held.get(trx)?.delete(survey.id); // the rebuild saved a new median
    },
  },
};

// Analytics as a journal subscriber: it takes the survey's analytics lock when a writer locks a survey, counts every
// session change in the writer's transaction (src/analytics/maintain.ts), and recounts after a questionnaire change.
import type { DomainEvents, SessionsChanged } from '../events/domain';
import type { Subscriber, Trx } from '../events/journal';
import { recordChanges, type AnalyticsLock } from './maintain';
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

async function count(trx: Trx, { survey, questionnaire, changes }: SessionsChanged): Promise<void> {
  const state = await lock(trx, survey.id); // taken already by the writer; a no-op then
  state.median = await recordChanges(trx, survey.id, changes, state, questionnaire);
}

export const analyticsSubscriber: Subscriber<DomainEvents> = {
  name: 'analytics',
  lockSurvey: async (trx, surveyId) => void (await lock(trx, surveyId)),
  on: {
    'session.started': count,
    'session.answered': count,
    'session.completed': count,
    'session.abandoned': count,
    'session.imported': count,
    'session.recomputed': count,
    'questionnaire.changed': async (trx, { survey }) => {
      await rebuild(trx, survey.id);
      held.get(trx)?.delete(survey.id); // the rebuild saved a new median
    },
  },
};

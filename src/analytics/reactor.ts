// Analytics as a journal reactor: it counts every settled session change in the writer's transaction (the event's
// sessions and those the writer judged again, src/analytics/maintain.ts), saves the median the writer judged by when
// it moved, and recounts after a questionnaire change. It reads what the writer judged and writes only its own tables.
import type { DomainReactor, SessionsChanged } from '../journal/changes';
import type { Frozen, Trx } from '../journal/journal';
import { lockKeys } from '../db/locks';
import { forgetSessions, recordChanges } from './maintain';
import { analyticsKey } from './judge';
import { rebuild } from './recount';

const count = async (trx: Trx, { survey, questionnaire, changes, rejudged, median }: Frozen<SessionsChanged>): Promise<void> =>
  recordChanges(trx, survey.id, { changes, rejudged, median }, questionnaire);

export const analyticsReactor: DomainReactor = {
  name: 'analytics',
  writes: ['analytics_counters', 'analytics_state', 'session_flags', 'analytics_texts'],
  // A bulk writer takes the survey's analytics key first; a completion takes it as its judgement begins.
  lockSurvey: (trx, surveyId) => lockKeys(trx, [analyticsKey(surveyId)]),
  on: {
    'session.started': count,
    'session.answered': count,
    'session.completed': count,
    'session.abandoned': count,
    'session.imported': count,
    'session.corrected': count,
    'session.recomputed': count,
    'sessions.deleted': (trx, { survey, questionnaire, sessions, rejudged, median }) =>
      forgetSessions(trx, survey.id, sessions, { rejudged, median }, questionnaire),
    'questionnaire.changed': (trx, { survey }) => rebuild(trx, survey.id),
  },
};

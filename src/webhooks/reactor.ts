// The webhook outbox as a journal reactor (docs/design/webhooks.md): the journal's changes that integrators can subscribe to become outbox
// events in the writer's transaction. Their data is built from what the event carries (the session as stored, quality
// flags included), and only when some subscription wants the event. It runs after the other reactors, so the events
// they publish for the same change (a link closed, codes running low) are recorded before it.
import type { DomainReactor, SessionsChanged, SurveyRef } from '../journal/changes';
import type { Frozen, Trx } from '../journal/journal';
import type { SessionRow, SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import { toResponse } from '../responses/serialize';
import { toSurvey } from '../surveys/serialize';
import { tagIdsOf } from '../collections/tags/repository';
import { emit, type OutboxEvent } from './outbox';
import { quotaSummary } from '../quotas/service';

type ResponseEvent = 'response.started' | 'response.completed' | 'response.abandoned' | 'response.updated';

const responseEvent = (type: ResponseEvent, survey: Frozen<SurveyRef>, after: Frozen<SessionRow>): OutboxEvent => ({
  type,
  surveyId: survey.id,
  responseId: after.id,
  data: () => ({ surveyId: survey.id, response: toResponse(after) }),
});

/**
 * The event's sessions as `type` (none for the events integrators do not see), then the sessions the writer judged
 * again for the change as `response.updated`: their quality flags changed (the median moved, a text they share came
 * or went), so a receiver's copy of them stays what the response record shows.
 */
const responses =
  (type: ResponseEvent | null) =>
  async (trx: Trx, { survey, changes, rejudged }: Pick<Frozen<SessionsChanged>, 'survey' | 'changes' | 'rejudged'>): Promise<void> => {
    const events: OutboxEvent[] = [
      ...(type ? changes.map(({ after }) => responseEvent(type, survey, after)) : []),
      ...rejudged.map(({ after }) => responseEvent('response.updated', survey, after)),
    ];
    if (events.length) await emit(trx, survey.organization_id, events);
  };

const surveyEvent = async (
  trx: Trx,
  type: 'survey.created' | 'survey.status_changed' | 'survey.deleted',
  row: SurveyRow,
  questionCount: number,
  extra: { previousStatus?: Schemas['SurveyStatus'] } = {},
): Promise<void> => {
  const survey = toSurvey(row, questionCount, (await tagIdsOf(trx, [row.id])).get(row.id) ?? []);
  await emit(trx, row.organization_id, [{ type, surveyId: row.id, data: () => ({ surveyId: row.id, survey, ...extra }) }]);
};

export const webhookReactor: DomainReactor = {
  name: 'webhooks',
  writes: ['events', 'webhook_deliveries'],
  // What the other reactors decide for the same change (a link closed, codes running low, a trial converged, a quota
  // filled) is published before this one's events, so the feed and the receivers see them in that order.
  reads: ['collectors', 'reward_codes', 'calibration_settings', 'quotas'],
  on: {
    'session.started': responses('response.started'),
    'session.completed': responses('response.completed'),
    'session.abandoned': responses('response.abandoned'),
    'session.corrected': responses('response.updated'),
    'session.answered': responses(null),
    'session.imported': responses(null),
    'session.recomputed': responses(null),
    'survey.created': (trx, { survey }) => surveyEvent(trx, 'survey.created', survey, 0),
    'survey.status_changed': (trx, { before, after, questionCount }) =>
      surveyEvent(trx, 'survey.status_changed', after, questionCount, { previousStatus: before.status as Schemas['SurveyStatus'] }),
    'survey.deleted': (trx, { survey, questionCount }) => surveyEvent(trx, 'survey.deleted', survey, questionCount),
    'contact.unsubscribed': (trx, { organizationId, contactId, at }) =>
      emit(trx, organizationId, [{ type: 'contact.unsubscribed', surveyId: null, data: () => ({ contactId, unsubscribedAt: at }) }]).then(
        () => undefined,
      ),
    'email.send_finished': (trx, { survey, sendId, collectorId, status, counts }) =>
      emit(trx, survey.organization_id, [
        { type: 'email.send_finished', surveyId: survey.id, data: () => ({ surveyId: survey.id, sendId, collectorId, status, counts }) },
      ]).then(() => undefined),
    'collector.closed': (trx, { survey, collectorId, reason, responseCount }) =>
      emit(trx, survey.organization_id, [
        { type: 'collector.closed', surveyId: survey.id, data: () => ({ surveyId: survey.id, collectorId, reason, responseCount }) },
      ]).then(() => undefined),
    'collector.locked': (trx, { survey, collectorId, lockedUntil, wrongPasswords }) =>
      emit(trx, survey.organization_id, [
        { type: 'collector.locked', surveyId: survey.id, data: () => ({ surveyId: survey.id, collectorId, lockedUntil, wrongPasswords }) },
      ]).then(() => undefined),
    'debrief.closed': (trx, { survey, debriefId, reason, participants, closedAt }) =>
      emit(trx, survey.organization_id, [
        { type: 'debrief.closed', surveyId: survey.id, data: () => ({ surveyId: survey.id, debriefId, reason, participants, closedAt }) },
      ]).then(() => undefined),
    'calibration.converged': (trx, { survey, data }) =>
      emit(trx, survey.organization_id, [{ type: 'calibration.converged', surveyId: survey.id, data: () => data }]).then(() => undefined),
    'sessions.deleted': async (trx, { survey, sessions, rejudged }) => {
      await emit(
        trx,
        survey.organization_id,
        sessions.map((row) => ({
          type: 'response.deleted',
          surveyId: survey.id,
          responseId: row.id,
          data: () => ({ surveyId: survey.id, responseId: row.id }),
        })),
      );
      await responses(null)(trx, { survey, changes: [], rejudged });
    },
    'quota.filled': (trx, { survey, quota }) =>
      emit(trx, survey.organization_id, [
        { type: 'quota.filled', surveyId: survey.id, data: () => ({ surveyId: survey.id, quota: quotaSummary(quota) }) },
      ]).then(() => undefined),
    'quota.reopened': (trx, { survey, quota }) =>
      emit(trx, survey.organization_id, [
        { type: 'quota.reopened', surveyId: survey.id, data: () => ({ surveyId: survey.id, quota: quotaSummary(quota) }) },
      ]).then(() => undefined),
    'rewards.low_stock': (trx, { survey, available, threshold }) =>
      emit(trx, survey.organization_id, [
        { type: 'rewards.low_stock', surveyId: survey.id, data: () => ({ surveyId: survey.id, available, lowStockThreshold: threshold }) },
      ]).then(() => undefined),
  },
};

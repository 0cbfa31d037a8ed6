// The events a change raises (D11), built for the outbox: their data is read inside the writing transaction, and
// only when some subscription wants the event.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Schemas } from '../http/types';
import { findSession } from '../responses/repository';
import { toResponse } from '../responses/serialize';
import type { OutboxEvent } from './outbox';

type Q = Kysely<Database>;

export const surveyEvent = (
  type: 'survey.created' | 'survey.status_changed' | 'survey.deleted',
  survey: Schemas['Survey'],
  extra: { previousStatus?: Schemas['SurveyStatus'] } = {},
): OutboxEvent => ({ type, surveyId: survey.id, data: () => ({ surveyId: survey.id, survey, ...extra }) });

/** A session event; the session is read as the transaction stores it (quality flags included). */
export const responseEvent = (trx: Q, type: 'response.started' | 'response.completed' | 'response.abandoned', sessionId: string, surveyId: string): OutboxEvent => ({
  type,
  surveyId,
  data: async () => {
    const row = await findSession(trx, sessionId);
    if (!row) throw new Error(`session ${sessionId} vanished inside its own transaction`);
    return { surveyId, response: toResponse(row) };
  },
});

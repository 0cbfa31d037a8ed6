// Session writes that keep the survey's analytics up to date in the same transaction (the computed-ahead design of
// src/analytics/maintain.ts). Every writer goes through these: collect, import, seed and the abandonment sweep.
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../db/schema';
import { recordChanges } from '../analytics/maintain';
import { lockState } from '../analytics/store';
import { insertSessions, updateSession } from './repository';

type Q = Kysely<Database>;

/** Takes the survey's analytics lock. Writers take it before any session row, so lock order is the same everywhere. */
export const lockSurveyAnalytics = (trx: Q, surveyId: string): Promise<unknown> => lockState(trx, surveyId);

export async function insertCountedSessions(trx: Q, surveyId: string, rows: SessionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await lockState(trx, surveyId);
  await insertSessions(trx, rows);
  await recordChanges(trx, surveyId, rows.map((after) => ({ before: null, after })));
}

/** Stores `after` over `before` (the same session); the caller holds the survey's analytics lock. */
export async function updateCountedSession(trx: Q, before: SessionRow, after: SessionRow): Promise<void> {
  await updateSession(trx, after.id, after);
  await recordChanges(trx, after.survey_id, [{ before, after }]);
}

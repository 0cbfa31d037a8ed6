// Session writes that keep the survey's analytics up to date in the same transaction (the computed-ahead design of
// src/analytics/maintain.ts). Every writer goes through these: collect, import, seed and the abandonment sweep.
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../db/schema';
import { recordChanges, type AnalyticsLock } from '../analytics/maintain';
import { lockState } from '../analytics/store';
import { insertSessions, updateSession } from './repository';

type Q = Kysely<Database>;

/** Takes the survey's analytics lock. Writers take it before any session row, so lock order is the same everywhere. */
export const lockSurveyAnalytics = (trx: Q, surveyId: string): Promise<AnalyticsLock> => lockState(trx, surveyId);

/** Inserts new sessions and counts them; `locked` is the survey's lock when the caller already took it. */
export async function insertCountedSessions(trx: Q, surveyId: string, rows: SessionRow[], locked?: AnalyticsLock): Promise<void> {
  if (rows.length === 0) return;
  const lock = locked ?? (await lockState(trx, surveyId));
  await insertSessions(trx, rows);
  await recordChanges(trx, surveyId, rows.map((after) => ({ before: null, after })), lock);
}

/** Stores `after` over `before` (the same session) under the survey's analytics lock, which the caller holds. */
export async function updateCountedSession(trx: Q, before: SessionRow, after: SessionRow, locked: AnalyticsLock): Promise<void> {
  await updateSession(trx, after.id, after);
  await recordChanges(trx, after.survey_id, [{ before, after }], locked);
}

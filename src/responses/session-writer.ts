// The one place that owns the lock order of a session write (docs/architecture.md, "The write path"). Every session
// writer goes through here: collect, import, the abandonment sweep, the seed, the variables' recompute and deletions.
// The order, on PostgreSQL:
//   1. the survey row, shared (`for share`): session writes run side by side, and a questionnaire change (which
//      updates the survey row) waits for those in flight and holds back new ones, so none sees half of it;
//   2. the session row, when there is one (`for update`);
//   3. narrow keys (src/db/locks.ts): a device or a link's response limit at a start, a text two sessions share;
//   4. the survey's analytics key (a narrow key that sorts before the others of 3, taken in the same round trip by a
//      completion as its judgement begins: the median after it is computed from the counters every earlier completion
//      has committed; rewards and calibration then run under it), and the survey's other locks (every reactor's, in
//      their order), taken first by the bulk writers. Starts and answers never take them;
//   5. counter rows, one stripe per transaction, in key order (src/analytics/store.ts).
// A change to what session writes compute (a survey's variables) holds the survey row exclusively instead of 1.
// The questionnaire is looked up once, under 1 (src/questions/questionnaires.ts keeps a live survey's parsed). SQLite
// runs one write transaction at a time, so there every lock is held already.
import type { Db } from '../database';
import type { SessionRow } from '../db/schema';
import type { Receipt, SessionBatch, SessionChangeType, SessionsChanged, SessionsDeleted, SessionsDeleting } from '../journal/changes';
import type { Trx } from '../journal/journal';
import { isPostgres, lockKeys, transaction } from '../db/locks';
import { ApiError } from '../errors';
import type { Questionnaire } from '../questionnaire/questionnaire';
import { currentQuestionnaire, questionnaireAt } from '../questions/questionnaires';
import { changedColumns, deleteSessionRows, insertSessions, lockSession, updateSessions } from './repository';

export interface SurveyWrite {
  trx: Trx;
  /** The survey's questionnaire as it stands under the survey's shared lock. */
  questionnaire: Questionnaire;
}

export interface SessionWrite extends SurveyWrite {
  /** The session, read under its lock. */
  session: SessionRow;
}

/** Runs `work` for many sessions of one survey (import, sweep, seed, recompute): the survey's locks all held. */
export function writeSurveySessions<T>(db: Db, surveyId: string, work: (w: SurveyWrite) => Promise<T>): Promise<T> {
  return transaction(db.kysely, async (trx) => {
    const questionnaire = await currentQuestionnaire(trx, surveyId);
    await db.journal.lockSurvey(trx, surveyId);
    return work({ trx, questionnaire });
  });
}

/**
 * writeSurveySessions() for a change to what every session write computes (the survey's variables): the survey row is
 * held exclusively first, so the change waits for the session writes in flight and holds back new ones; none of them
 * computes with half of it, and the recompute the change starts sees every session they wrote.
 */
export function changeSessionRules<T>(db: Db, surveyId: string, work: (w: SurveyWrite) => Promise<T>): Promise<T> {
  return transaction(db.kysely, async (trx) => {
    if (isPostgres(trx)) await trx.selectFrom('surveys').select('id').where('id', '=', surveyId).forNoKeyUpdate().execute();
    const questionnaire = await currentQuestionnaire(trx, surveyId);
    await db.journal.lockSurvey(trx, surveyId);
    return work({ trx, questionnaire });
  });
}

/**
 * Runs `work` that creates sessions of one survey (a start) holding the survey shared and the `keys` that must not
 * be admitted twice at once (a device on a one-response link, a link with a response limit, the contact and the
 * browser fingerprint whose earlier sessions make a duplicate).
 */
export function startSessions<T>(db: Db, surveyId: string, keys: readonly string[], work: (w: SurveyWrite) => Promise<T>): Promise<T> {
  return transaction(db.kysely, async (trx) => {
    const questionnaire = await currentQuestionnaire(trx, surveyId);
    await lockKeys(trx, keys);
    return work({ trx, questionnaire });
  });
}

/**
 * Runs `work` on one session of the survey, locked and read in one statement with the survey's questions stamp (which
 * names the questionnaire) under the survey's shared lock.
 */
export function writeSession<T>(db: Db, surveyId: string, sessionId: string, work: (w: SessionWrite) => Promise<T>): Promise<T> {
  return transaction(db.kysely, async (trx) => {
    const locked = await lockSession(trx, surveyId, sessionId);
    if (!locked) throw new ApiError('not_found', `Session ${sessionId} was not found.`);
    const questionnaire = await questionnaireAt(trx, surveyId, locked.stamp);
    return work({ trx, questionnaire, session: locked.session });
  });
}

/**
 * Stores changed sessions of one survey and tells the journal, the one way a session is written: the journal settles
 * the change (the enrichers' quality and variables on each `after`; the stored sessions the change judges again, stored
 * there in their quality columns, and the median it judged by), each session is written once (a new one inserted, a
 * changed one updated in the columns that differ from `stored[i]`: the row as read, by default `before`, or as a bulk
 * UPDATE left it), and the reactors get the settled event, frozen. A change that changes nothing is left out of the
 * event. Answers the reactors' receipt (the reward a completion earned).
 */
export async function saveSessions(
  db: Db,
  trx: Trx,
  type: SessionChangeType,
  batch: SessionBatch,
  stored: readonly (SessionRow | null)[] = batch.changes.map((c) => c.before),
): Promise<Partial<Receipt>> {
  const payload: SessionsChanged = { ...batch, rejudged: [], median: null };
  await db.journal.settle(trx, type, payload);
  const fresh: SessionRow[] = [];
  const updates: { before: SessionRow; after: SessionRow }[] = [];
  const differ = (a: SessionRow, b: SessionRow) => Object.keys(changedColumns(b, a)).length > 0;
  payload.changes.forEach(({ after }, i) => {
    const was = stored[i];
    if (!was) fresh.push(after);
    else if (differ(after, was)) updates.push({ before: was, after });
  });
  payload.changes = payload.changes.filter(({ before, after }) => before === null || differ(after, before));
  if (fresh.length) await insertSessions(trx, fresh);
  await updateSessions(trx, updates);
  return payload.changes.length || payload.rejudged.length ? db.journal.publish(trx, type, payload) : {};
}

/**
 * Deletes sessions of one survey (read under their locks, by a bulk writer): the journal settles the sessions the
 * deletion judges again (and stores them), the reactors get `sessions.deleted` while the rows are still there, then
 * the rows go.
 */
export async function deleteSessions(db: Db, trx: Trx, deleting: SessionsDeleting): Promise<void> {
  const payload: SessionsDeleted = { ...deleting, rejudged: [], median: null };
  await db.journal.settle(trx, 'sessions.deleted', payload);
  await db.journal.publish(trx, 'sessions.deleted', payload);
  await deleteSessionRows(
    trx,
    payload.sessions.map((s) => s.id),
  );
}

// The one place that owns the lock order of a session write: the survey's locks (every journal subscriber's, in
// their registered order: the analytics state row first), then the session row when there is one, then the
// questionnaire (looked up once, after the locks, so no questionnaire change can slip in between;
// src/responses/questionnaires.ts keeps a live survey's parsed). Every session writer goes through here: collect,
// import, the abandonment sweep and the seed.
import type { Db } from '../db/connect';
import type { SessionRow } from '../db/schema';
import type { Trx } from '../events/journal';
import { ApiError } from '../errors';
import type { Questionnaire } from './questionnaire';
import { currentQuestionnaire, questionnaireAt } from './questionnaires';
import { lockSession } from './repository';

export interface SurveyWrite {
  trx: Trx;
  /** The survey's questionnaire as it stands under the locks. */
  questionnaire: Questionnaire;
}

/** Runs `work` in a transaction holding the survey's session-write locks, with its questionnaire read after them. */
export function writeSurveySessions<T>(db: Db, surveyId: string, work: (w: SurveyWrite) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    await db.journal.lockSurvey(trx, surveyId);
    const questionnaire = await currentQuestionnaire(trx, surveyId);
    return work({ trx, questionnaire });
  });
}

/**
 * writeSurveySessions() with one session of that survey locked and read after the survey's locks, in one statement
 * with the survey's questions stamp, which names the questionnaire.
 */
export function writeSession<T>(
  db: Db,
  surveyId: string,
  sessionId: string,
  work: (w: SurveyWrite & { session: SessionRow }) => Promise<T>,
): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    await db.journal.lockSurvey(trx, surveyId);
    const locked = await lockSession(trx, surveyId, sessionId);
    if (!locked) throw new ApiError('not_found', `Session ${sessionId} was not found.`);
    const questionnaire = await questionnaireAt(trx, surveyId, locked.stamp);
    return work({ trx, questionnaire, session: locked.session });
  });
}

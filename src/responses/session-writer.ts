// The one place that owns the lock order of a session write: the survey's locks (every journal subscriber's, in
// their registered order: the analytics state row first), then the questionnaire (looked up once, after the locks,
// so no questionnaire change can slip in between; src/responses/questionnaires.ts keeps a live survey's parsed),
// then the session row. Every session writer goes through here: collect, import, the abandonment sweep and the seed.
import type { Db } from '../db/connect';
import type { SessionRow } from '../db/schema';
import type { Trx } from '../events/journal';
import { ApiError } from '../errors';
import type { Questionnaire } from './questionnaire';
import { currentQuestionnaire } from './questionnaires';
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

/** writeSurveySessions() with one session of that survey locked and read (one statement) after the survey's locks. */
export function writeSession<T>(
  db: Db,
  surveyId: string,
  sessionId: string,
  work: (w: SurveyWrite & { session: SessionRow }) => Promise<T>,
): Promise<T> {
  return writeSurveySessions(db, surveyId, async (w) => {
    const session = await lockSession(w.trx, surveyId, sessionId);
    if (!session) throw new ApiError('not_found', `Session ${sessionId} was not found.`);
    return work({ ...w, session });
  });
}

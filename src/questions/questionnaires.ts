// A live survey's questionnaire, read and parsed once per state of its questions rather than on every session write.
// Every change to a live survey's questions starts a new questionnaire version (src/questions/service.ts), so the
// survey row's (status, questionnaire version, updated_at), read by the caller under the survey's session-write
// locks, names the questions exactly; a draft, paused or closed survey's questions change without a new version, so
// they are read every time. The cache is per process: another process's change moves the survey row all the same.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { prepared } from '../db/prepared';
import { isPostgres } from '../db/locks';
import type { SurveyRow } from '../db/schema';
import { listQuestionRows } from './repository';
import { Questionnaire } from '../questionnaire/questionnaire';

/** What a session write reads of its survey along with the session: what names its questions' state. */
export type QuestionsStamp = Pick<SurveyRow, 'status' | 'questionnaire_version' | 'updated_at'>;

/** Surveys whose questionnaire a process keeps (the oldest kept goes first). */
export const QUESTIONNAIRES_KEPT = 200;

/** The survey's stamp, its row shared on PostgreSQL (src/responses/session-writer.ts: a questionnaire change waits). */
const surveyStamp = prepared<{ id: string }, QuestionsStamp>((db, arg) => {
  const read = db.selectFrom('surveys').select(['status', 'questionnaire_version', 'updated_at']).where('id', '=', arg('id'));
  return isPostgres(db) ? read.forShare() : read;
});

const kept = new Map<string, { stamp: string; questionnaire: Questionnaire }>();

/** The survey's questionnaire as its questions stand now, the survey row shared until the transaction ends. */
export async function currentQuestionnaire(db: Kysely<Database>, surveyId: string): Promise<Questionnaire> {
  return questionnaireAt(db, surveyId, await surveyStamp.first(db, { id: surveyId }));
}

/** currentQuestionnaire() with the survey's stamp read already, under the same locks (lockSession reads it). */
export async function questionnaireAt(db: Kysely<Database>, surveyId: string, row: QuestionsStamp | undefined): Promise<Questionnaire> {
  const stamp = row?.status === 'live' ? `${row.questionnaire_version}/${row.updated_at}` : null;
  const hit = kept.get(surveyId);
  if (stamp !== null && hit?.stamp === stamp) return hit.questionnaire;
  const questionnaire = new Questionnaire(await listQuestionRows(db, surveyId));
  kept.delete(surveyId);
  if (stamp !== null) {
    if (kept.size >= QUESTIONNAIRES_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(surveyId, { stamp, questionnaire });
  }
  return questionnaire;
}

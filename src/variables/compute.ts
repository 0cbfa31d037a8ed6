// Computing a survey's variables for stored sessions: the program read under the writer's locks, the values of one
// session as the JSON its row stores, and the recompute of completed sessions in batches (each its own transaction
// under the survey's session locks, so it interleaves with live traffic and never holds a lock for long).
import type { Db } from '../database';
import type { SessionRow, VariableRecomputeRow } from '../db/schema';
import type { SessionChange } from '../journal/changes';
import type { Reader, Trx } from '../journal/journal';
import { latestAnswers } from '../responses/serialize';
import { ordinaryHidden, withHidden } from '../hidden-fields/values';
import { nowIso } from '../db/values';
import type { Questionnaire } from '../questionnaire/questionnaire';
import { saveSessions, writeSurveySessions } from '../responses/session-writer';
import { Program } from './program';
import * as variables from './repository';
import { VARIABLES } from './thresholds';

/** The survey's variables compiled against its questionnaire; null when it defines none. */
export async function programOf(db: Reader, surveyId: string, questionnaire: Questionnaire): Promise<Program | null> {
  const rows = await variables.variablesOf(db, surveyId);
  return rows.length ? Program.of(rows, questionnaire.questions) : null;
}

/** The `variables` column of a completed session under `program` ('{}' for any other session). */
export function storedValues(program: Program | null, row: Pick<SessionRow, 'status' | 'answers' | 'hidden'>): string {
  if (!program || row.status !== 'completed') return '{}';
  // A personal field reads null: the values are stored in the clear and exported (docs/design/hidden-fields.md).
  return JSON.stringify(program.run(withHidden(latestAnswers(row), ordinaryHidden(row))));
}

/** Starts the recompute of a survey's completed sessions from the beginning (in the transaction that changed its variables). */
export async function restartRecompute(trx: Trx, survey: { id: string; organization_id: string }): Promise<VariableRecomputeRow> {
  const total = await variables.countCompletedSessions(trx, survey.id);
  const now = nowIso();
  const row: VariableRecomputeRow = {
    survey_id: survey.id,
    organization_id: survey.organization_id,
    state: total === 0 ? 'done' : 'running',
    done: 0,
    total,
    after_started_at: null,
    after_id: null,
    started_at: now,
    updated_at: now,
  };
  await variables.restartRecompute(trx, row);
  return row;
}

/** Recomputes the next batch of a survey's sessions; answers whether more remain. */
export async function recomputeBatch(db: Db, surveyId: string): Promise<boolean> {
  return writeSurveySessions(db, surveyId, async ({ trx, questionnaire }) => {
    const state = await variables.recomputeOf(trx, surveyId);
    if (!state || state.state !== 'running') return false;
    const after = state.after_id && state.after_started_at ? { startedAt: state.after_started_at, id: state.after_id } : null;
    const rows = await variables.completedSessionsAfter(trx, surveyId, after, VARIABLES.recomputeBatch);
    // The variables enricher computes each session's values; those whose values moved are stored and published.
    const changes: SessionChange[] = rows.map((row) => ({ before: row, after: { ...row } }));
    const survey = { id: surveyId, organization_id: state.organization_id };
    await saveSessions(db, trx, 'session.recomputed', { survey, questionnaire, changes });
    const last = rows[rows.length - 1];
    const done = state.done + rows.length;
    const finished = rows.length < VARIABLES.recomputeBatch;
    await variables.saveRecompute(trx, {
      ...state,
      state: finished ? 'done' : 'running',
      done,
      total: Math.max(state.total, done),
      after_started_at: last?.started_at ?? state.after_started_at,
      after_id: last?.id ?? state.after_id,
      updated_at: nowIso(),
    });
    return !finished;
  });
}

/** Recomputes a survey to the end (a small survey, in the request that changed its variables). */
export async function recomputeAll(db: Db, surveyId: string): Promise<void> {
  while (await recomputeBatch(db, surveyId));
}

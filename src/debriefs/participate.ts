// A participant's way through a debrief run (docs/design/debriefs.md), shared by the respondent API and the hosted page: start (a
// closed run refuses, 409 debrief_closed), answer steps (each checked by its type, as survey answers are), complete
// once every step is answered. The participant that reaches the run's target closes it, in the same transaction.
import type { Db } from '../database';
import type { DebriefRow, DebriefSessionRow } from '../db/schema';
import type { Schemas } from '../contract';
import { ApiError, invalid, type FieldError } from '../errors';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import { listQuestionRows } from '../questions/repository';
import { Questionnaire } from '../questionnaire/questionnaire';
import { hashToken, newSessionToken } from '../responses/tokens';
import * as debriefs from './repository';
import { closeLocked } from './service';
import { answerProblem, stepsOf, toStep, type Step } from './steps';

type State = Schemas['DebriefSessionState'];

async function stepsFor(db: Db, row: DebriefRow): Promise<Step[]> {
  return stepsOf(row, new Questionnaire(await listQuestionRows(db.kysely, row.survey_id)).questions);
}

const answersOf = (s: Pick<DebriefSessionRow, 'answers'>): Record<string, unknown> => JSON.parse(s.answers) as Record<string, unknown>;

export function stateOf(session: DebriefSessionRow, steps: readonly Step[]): State {
  const answers = answersOf(session);
  const next = session.status === 'completed' ? -1 : steps.findIndex((s) => !(s.id in answers));
  const answered = steps.filter((s) => s.id in answers).length;
  return {
    sessionId: session.id,
    debriefId: session.debrief_id,
    status: session.status,
    nextStep: next >= 0 ? toStep(steps[next], next) : null,
    answered,
    total: steps.length,
    canComplete: session.status === 'in_progress' && answered === steps.length,
    startedAt: session.started_at,
    completedAt: session.completed_at,
  };
}

export async function participantState(db: Db, row: DebriefRow, session: DebriefSessionRow): Promise<State> {
  return stateOf(session, await stepsFor(db, row));
}

export async function startParticipant(db: Db, row: DebriefRow): Promise<State & { token: string }> {
  if (row.status === 'closed') throw new ApiError('debrief_closed', 'This debrief run is closed and takes no more participants.');
  const token = newSessionToken();
  const session: DebriefSessionRow = {
    id: newId(),
    debrief_id: row.id,
    token_hash: hashToken(token),
    status: 'in_progress',
    answers: '{}',
    started_at: nowIso(),
    completed_at: null,
  };
  await debriefs.insertDebriefSession(db.kysely, session);
  return { ...stateOf(session, await stepsFor(db, row)), token };
}

export async function answerParticipant(
  db: Db,
  row: DebriefRow,
  session: DebriefSessionRow,
  body: Schemas['DebriefAnswersRequest'],
): Promise<State> {
  if (session.status === 'completed')
    throw new ApiError('session_finished', 'This participant has completed; answers can no longer change.');
  const steps = await stepsFor(db, row);
  const byId = new Map(steps.map((s) => [s.id, s]));
  const errors: FieldError[] = [];
  const answers = answersOf(session);
  body.answers.forEach((a, i) => {
    const step = byId.get(a.stepId);
    if (!step) return errors.push({ in: 'body', name: `answers[${i}].stepId`, message: 'no step of this run has this id' });
    const problem = answerProblem(step, a.value);
    if (problem) return errors.push({ in: 'body', name: `answers[${i}].value`, message: problem, questionId: step.questionId });
    answers[step.id] = typeof a.value === 'string' ? a.value.trim() : a.value;
  });
  if (errors.length) throw invalid(errors);
  const saved = { ...session, answers: JSON.stringify(answers) };
  await debriefs.saveDebriefSession(db.kysely, saved);
  return stateOf(saved, steps);
}

export async function completeParticipant(db: Db, row: DebriefRow, session: DebriefSessionRow): Promise<State> {
  const steps = await stepsFor(db, row);
  if (session.status === 'completed') return stateOf(session, steps);
  const state = stateOf(session, steps);
  if (!state.canComplete) {
    throw new ApiError('session_incomplete', `${state.total - state.answered} of ${state.total} steps are still to answer.`);
  }
  const done: DebriefSessionRow = { ...session, status: 'completed', completed_at: nowIso() };
  await db.kysely.transaction().execute(async (trx) => {
    const locked = await debriefs.lockDebrief(trx, row.id);
    await debriefs.saveDebriefSession(trx, done);
    if (!locked || locked.status === 'closed') return;
    const completed = (await debriefs.participantCounts(trx, [row.id])).get(row.id)?.completed ?? 0;
    if (completed >= locked.participant_target) await closeLocked(db, trx, locked, 'participant_target');
  });
  return stateOf(done, steps);
}

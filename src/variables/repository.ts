// Variable queries, and the reads and writes of the recompute (completed sessions in start order, over the
// sessions' (survey_id, status, started_at, id) index).
import { isPostgres } from '../db/locks';
import type { Reader } from '../db/reader';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, VariableRecomputeRow, VariableRow } from '../db/schema';
import type { PageWindow } from '../paginate';

type Q = Kysely<Database>;

export async function insertVariable(db: Q, row: VariableRow): Promise<void> {
  await db.insertInto('variables').values(row).execute();
}

export async function updateVariableRow(db: Q, row: VariableRow): Promise<void> {
  const { id, ...set } = row;
  await db.updateTable('variables').set(set).where('id', '=', id).execute();
}

export async function deleteVariableRow(db: Q, id: string): Promise<void> {
  await db.deleteFrom('variables').where('id', '=', id).execute();
}

/** A variable of the organisation (API keys). */
export async function findVariable(db: Q, organizationId: string, id: string): Promise<VariableRow | undefined> {
  return db.selectFrom('variables').selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
}

export async function variableNamed(db: Q, surveyId: string, name: string): Promise<VariableRow | undefined> {
  return db.selectFrom('variables').selectAll().where('survey_id', '=', surveyId).where('name', '=', name).executeTakeFirst();
}

/** Every variable of a survey, oldest first (a survey has at most VARIABLES.maxPerSurvey). */
export async function variablesOf(db: Reader, surveyId: string): Promise<VariableRow[]> {
  return db.selectFrom('variables').selectAll().where('survey_id', '=', surveyId).orderBy('created_at').orderBy('id').execute();
}

export async function listVariableRows(db: Q, surveyId: string, page: PageWindow): Promise<VariableRow[]> {
  let q = db.selectFrom('variables').selectAll().where('survey_id', '=', surveyId);
  if (page.after) q = q.where('id', '>', page.after.id);
  return q.orderBy('id').limit(page.limit).offset(page.offset).execute();
}

export async function countVariables(db: Q, surveyId: string): Promise<number> {
  const row = await db
    .selectFrom('variables')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recomputeOf(db: Q, surveyId: string): Promise<VariableRecomputeRow | undefined> {
  return db.selectFrom('variable_recomputes').selectAll().where('survey_id', '=', surveyId).executeTakeFirst();
}

/** Starts (or restarts from the beginning) the recompute of a survey. */
export async function restartRecompute(db: Q, row: VariableRecomputeRow): Promise<void> {
  const { survey_id, ...set } = row;
  const updated = await db.updateTable('variable_recomputes').set(set).where('survey_id', '=', survey_id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('variable_recomputes').values(row).execute();
}

export async function saveRecompute(db: Q, row: VariableRecomputeRow): Promise<void> {
  const { survey_id, ...set } = row;
  await db.updateTable('variable_recomputes').set(set).where('survey_id', '=', survey_id).execute();
}

/** Surveys whose recompute is still running, the longest waiting first. */
export async function runningRecomputes(db: Q, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('variable_recomputes')
    .select('survey_id')
    .where('state', '=', 'running')
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.survey_id);
}

export async function countCompletedSessions(db: Q, surveyId: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('survey_id', '=', surveyId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next completed sessions after a position in start order. */
export async function completedSessionsAfter(
  db: Q,
  surveyId: string,
  after: { startedAt: string; id: string } | null,
  limit: number,
): Promise<SessionRow[]> {
  let q = db.selectFrom('sessions').selectAll().where('survey_id', '=', surveyId).where('status', '=', 'completed');
  if (after) q = q.where((eb) => eb(eb.refTuple('started_at', 'id'), '>', eb.tuple(after.startedAt, after.id)));
  q = q.orderBy('started_at').orderBy('id').limit(limit);
  // Locked on PostgreSQL: an answer elsewhere may re-evaluate one of them (a text they share) at the same time.
  return (isPostgres(db) ? q.forUpdate() : q).execute();
}

// Variable queries, and the reads and writes of the recompute (completed sessions in start order, over the
// sessions' (survey_id, status, started_at, id) index).
import { isPostgres } from '../db/locks';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, VariableRecomputeRow } from '../db/schema';
import { ownedQueries } from '../db/rows';

type Q = Kysely<Database>;

const variables = ownedQueries('variables', 'survey_id');
export const { insert: insertVariable, save: updateVariableRow, remove: deleteVariableRow, all: variablesOf } = variables;
export const { page: listVariableRows, count: countVariables } = variables;
export const variableNamed = (db: Q, surveyId: string, name: string) => variables.findBy(db, surveyId, 'name', name);
/** A variable of the organisation (API keys). */
export const { find: findVariable } = ownedQueries('variables', 'organization_id');

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

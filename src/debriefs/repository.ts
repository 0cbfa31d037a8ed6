// Debrief queries. A run has tens of participants (a cognitive interviewing round is 5 to 15 people), so findings
// read every completed session of a run at once.
import type { Kysely } from 'kysely';
import type { Database, DebriefRow, DebriefSessionRow } from '../db/schema';
import type { PageWindow } from '../paginate';

type Q = Kysely<Database>;

export async function insertDebrief(db: Q, row: DebriefRow): Promise<void> {
  await db.insertInto('debriefs').values(row).execute();
}

export async function findDebrief(db: Q, organizationId: string, id: string): Promise<DebriefRow | undefined> {
  return db.selectFrom('debriefs').selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
}

/** A run of any organisation (the respondent surface). */
export async function debriefById(db: Q, id: string): Promise<DebriefRow | undefined> {
  return db.selectFrom('debriefs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The run, locked for the rest of the transaction (a no-op update: a row lock on PostgreSQL, the write lock on SQLite). */
export async function lockDebrief(db: Q, id: string): Promise<DebriefRow | undefined> {
  return db.updateTable('debriefs').set({ id }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function closeDebriefRow(db: Q, id: string, reason: 'closed' | 'participant_target', at: string): Promise<void> {
  await db.updateTable('debriefs').set({ status: 'closed', closed_reason: reason, closed_at: at }).where('id', '=', id).execute();
}

export async function listDebriefRows(db: Q, surveyId: string, page: PageWindow): Promise<DebriefRow[]> {
  let q = db.selectFrom('debriefs').selectAll().where('survey_id', '=', surveyId);
  if (page.after) q = q.where('id', '>', page.after.id);
  return q.orderBy('id').limit(page.limit).offset(page.offset).execute();
}

export async function countDebriefs(db: Q, surveyId: string): Promise<number> {
  const row = await db
    .selectFrom('debriefs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Participants of each run: started and completed. */
export async function participantCounts(
  db: Q,
  debriefIds: readonly string[],
): Promise<Map<string, { started: number; completed: number }>> {
  const out = new Map(debriefIds.map((id) => [id, { started: 0, completed: 0 }]));
  if (!debriefIds.length) return out;
  const rows = await db
    .selectFrom('debrief_sessions')
    .select(['debrief_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('debrief_id', 'in', debriefIds)
    .groupBy(['debrief_id', 'status'])
    .execute();
  for (const r of rows) {
    const c = out.get(r.debrief_id);
    if (!c) continue;
    c.started += Number(r.n);
    if (r.status === 'completed') c.completed += Number(r.n);
  }
  return out;
}

export async function insertDebriefSession(db: Q, row: DebriefSessionRow): Promise<void> {
  await db.insertInto('debrief_sessions').values(row).execute();
}

export async function findDebriefSession(db: Q, debriefId: string, id: string): Promise<DebriefSessionRow | undefined> {
  return db.selectFrom('debrief_sessions').selectAll().where('id', '=', id).where('debrief_id', '=', debriefId).executeTakeFirst();
}

export async function saveDebriefSession(db: Q, row: DebriefSessionRow): Promise<void> {
  const { id, ...set } = row;
  await db.updateTable('debrief_sessions').set(set).where('id', '=', id).execute();
}

export async function completedSessions(db: Q, debriefId: string): Promise<DebriefSessionRow[]> {
  return db
    .selectFrom('debrief_sessions')
    .selectAll()
    .where('debrief_id', '=', debriefId)
    .where('status', '=', 'completed')
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
}

// Debrief queries. A run has tens of participants (a cognitive interviewing round is 5 to 15 people), so findings
// read every completed session of a run at once.
import type { Kysely } from 'kysely';
import type { Database, DebriefRow } from '../db/schema';
import { ownedQueries } from '../db/rows';

type Q = Kysely<Database>;

export const { insert: insertDebrief, find: findDebrief } = ownedQueries('debriefs', 'organization_id');
/** A run of any organisation (the respondent surface). */
export const { byId: debriefById, page: listDebriefRows, count: countDebriefs } = ownedQueries('debriefs', 'survey_id');
const sessions = ownedQueries('debrief_sessions', 'debrief_id');
export const { insert: insertDebriefSession, find: findDebriefSession, save: saveDebriefSession } = sessions;

/** The run, locked for the rest of the transaction (a no-op update: a row lock on PostgreSQL, the write lock on SQLite). */
export async function lockDebrief(db: Q, id: string): Promise<DebriefRow | undefined> {
  return db.updateTable('debriefs').set({ id }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function closeDebriefRow(db: Q, id: string, reason: 'closed' | 'participant_target', at: string): Promise<void> {
  await db.updateTable('debriefs').set({ status: 'closed', closed_reason: reason, closed_at: at }).where('id', '=', id).execute();
}

/** Participants of each run: started and completed. */
export async function participantCounts(
  db: Q,
  debriefIds: readonly string[],
): Promise<Map<string, { started: number; completed: number }>> {
  const out = new Map(debriefIds.map((id) => [id, { started: 0, completed: 0 }]));
  for (const r of await sessions.statusCounts(db, debriefIds)) {
    const c = out.get(r.owner);
    if (!c) continue;
    c.started += r.n;
    if (r.status === 'completed') c.completed += r.n;
  }
  return out;
}

/** A run's completed sessions, in the order they completed. */
export const completedSessions = (db: Q, debriefId: string) => sessions.inStatus(db, debriefId, 'completed', 'completed_at');

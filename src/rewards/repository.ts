// Reward queries: settings, the pool, decisions. Every write that hands out a code is guarded twice: the update only
// takes a code no session holds, and `session_id` is unique, so no code goes out twice on either database.
import type { Kysely } from 'kysely';
import type { Database, RewardCodeRow } from '../db/schema';
import type { PageWindow } from '../paginate';
import { settingsQueries } from '../db/rows';
import type { RewardOutcome } from './table';

type Q = Kysely<Database>;

/** Rows per insert statement and ids per `in` list: far below both databases' parameter limits. */
const CHUNK = 500;

export const { of: settingsOf, save: saveSettings } = settingsQueries('reward_settings');

export async function setLowStockNotified(db: Q, surveyId: string, notified: boolean): Promise<void> {
  await db
    .updateTable('reward_settings')
    .set({ low_stock_notified: notified ? 1 : 0 })
    .where('survey_id', '=', surveyId)
    .execute();
}

export async function poolCounts(db: Q, surveyId: string): Promise<{ total: number; assigned: number }> {
  const row = await db
    .selectFrom('reward_codes')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('session_id').as('assigned')])
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), assigned: Number(row.assigned) };
}

/** Inserts the codes a survey does not hold yet; returns how many went in (a code already there is skipped). */
export async function insertCodes(db: Q, rows: readonly RewardCodeRow[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await db
      .insertInto('reward_codes')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['survey_id', 'code_hash']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

export async function deleteUnassigned(db: Q, surveyId: string): Promise<number> {
  const result = await db.deleteFrom('reward_codes').where('survey_id', '=', surveyId).where('session_id', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Hands the oldest free code of the survey to the session, or answers undefined when none is left. */
export async function takeCode(db: Q, surveyId: string, sessionId: string, now: string): Promise<RewardCodeRow | undefined> {
  for (;;) {
    const free = await db
      .selectFrom('reward_codes')
      .select('id')
      .where('survey_id', '=', surveyId)
      .where('session_id', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!free) return undefined;
    const taken = await db
      .updateTable('reward_codes')
      .set({ session_id: sessionId, assigned_at: now })
      .where('id', '=', free.id)
      .where('session_id', 'is', null) // another transaction may have taken it since the select
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1)
      return db.selectFrom('reward_codes').selectAll().where('id', '=', free.id).executeTakeFirstOrThrow();
  }
}

export async function insertDecision(
  db: Q,
  row: { session_id: string; survey_id: string; outcome: RewardOutcome; code_id: string | null; decided_at: string },
): Promise<void> {
  await db.insertInto('reward_decisions').values(row).execute();
}

export async function decisionOf(db: Q, sessionId: string) {
  return db
    .selectFrom('reward_decisions')
    .leftJoin('reward_codes', 'reward_codes.id', 'reward_decisions.code_id')
    .select(['reward_decisions.outcome', 'reward_decisions.survey_id', 'reward_codes.code_sealed'])
    .where('reward_decisions.session_id', '=', sessionId)
    .executeTakeFirst();
}

/** Assigned codes oldest first (assignment time, then id); a cursor resumes after the last one seen. */
export async function listAssigned(db: Q, surveyId: string, page: PageWindow) {
  let q = db
    .selectFrom('reward_codes')
    .select(['id', 'session_id', 'last4', 'assigned_at'])
    .where('survey_id', '=', surveyId)
    .where('session_id', 'is not', null)
    .$narrowType<{ session_id: string; assigned_at: string }>();
  const after = page.after;
  if (after)
    q = q.where((eb) =>
      eb.or([eb('assigned_at', '>', after.key ?? ''), eb.and([eb('assigned_at', '=', after.key ?? ''), eb('id', '>', after.id)])]),
    );
  return q.orderBy('assigned_at').orderBy('id').limit(page.limit).offset(page.offset).execute();
}

// The quotas' queries (docs/design/quotas.md): definitions with their counters, and the member rows of completions.
import type { Kysely } from 'kysely';
import type { Database, QuotaRow, SurveyRow } from '../db/schema';
import type { Reader } from '../db/reader';
import { isPostgres } from '../db/locks';
import type { QuotaMembersTable } from './table';
import { ownedQueries } from '../db/rows';

type Q = Kysely<Database>;
export type QuotaMember = QuotaMembersTable;

export const { find: findQuota } = ownedQueries('quotas', 'organization_id');
const quotas = ownedQueries('quotas', 'survey_id');
/** A survey's quotas, oldest first. */
export const {
  all: quotasOf,
  insert: insertQuota,
  update: updateQuota,
  remove: deleteQuota,
  count: countQuotas,
  page: listQuotaRows,
} = quotas;
export const quotaNamed = (db: Q, surveyId: string, name: string) => quotas.findBy(db, surveyId, 'name', name);

/** A survey's quotas locked (PostgreSQL) in id order until the transaction ends: what every count change holds. */
export async function lockQuotas(db: Reader, surveyId: string): Promise<QuotaRow[]> {
  const read = db.selectFrom('quotas').selectAll().where('survey_id', '=', surveyId).orderBy('id');
  return (isPostgres(db) ? read.forUpdate() : read).execute();
}

/** The status of some quotas as stored (no lock: an answer reads whether they are full). */
export async function quotaStatuses(db: Reader, ids: readonly string[]): Promise<Map<string, QuotaRow['status']>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('quotas').select(['id', 'status']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** The member rows of some sessions, in any of the survey's quotas. */
export async function membersOf(db: Q, sessionIds: readonly string[]): Promise<QuotaMember[]> {
  if (sessionIds.length === 0) return [];
  return db.selectFrom('quota_members').selectAll().where('session_id', 'in', sessionIds).execute();
}

export async function insertMembers(db: Q, rows: QuotaMember[]): Promise<void> {
  if (rows.length) await db.insertInto('quota_members').values(rows).execute();
}

export async function updateMember(db: Q, row: QuotaMember): Promise<void> {
  await db
    .updateTable('quota_members')
    .set({ qualified: row.qualified, counted: row.counted })
    .where('quota_id', '=', row.quota_id)
    .where('session_id', '=', row.session_id)
    .execute();
}

export async function deleteMember(db: Q, quotaId: string, sessionId: string): Promise<void> {
  await db.deleteFrom('quota_members').where('quota_id', '=', quotaId).where('session_id', '=', sessionId).execute();
}

/** In-progress sessions of a survey after `afterId`, in id order: what `inProgress` counts, a batch at a time. */
export async function inProgressAfter(db: Q, surveyId: string, afterId: string, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'answers', 'hidden', 'device_type', 'language'])
    .where('survey_id', '=', surveyId)
    .where('status', '=', 'in_progress')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function deleteMembersOf(db: Q, quotaId: string): Promise<void> {
  await db.deleteFrom('quota_members').where('quota_id', '=', quotaId).execute();
}

/** Completions of a survey not ended by a rule, after `afterId` in id order: what a quota counts afresh, a batch at a time. */
export async function completionsAfter(db: Q, surveyId: string, afterId: string, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'survey_id', 'status', 'end_reason', 'excluded', 'quality_flags', 'answers', 'hidden', 'device_type', 'language'])
    .where('survey_id', '=', surveyId)
    .where('status', '=', 'completed')
    .where('end_reason', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The survey a quota belongs to (its hidden fields check a condition; its row is moved by every quota change). */
export async function surveyOf(db: Q, surveyId: string): Promise<SurveyRow | undefined> {
  return db.selectFrom('surveys').selectAll().where('id', '=', surveyId).executeTakeFirst();
}

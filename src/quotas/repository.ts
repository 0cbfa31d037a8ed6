// The quotas' queries (docs/design/quotas.md): definitions with their counters, and the member rows of completions.
import type { Kysely } from 'kysely';
import type { Database, QuotaRow, SurveyRow } from '../db/schema';
import type { Reader } from '../db/reader';
import { isPostgres } from '../db/locks';
import type { QuotaMembersTable } from './table';
import type { PageWindow } from '../paginate';

type Q = Kysely<Database>;
export type QuotaMember = QuotaMembersTable;

export async function findQuota(db: Q, organizationId: string, id: string): Promise<QuotaRow | undefined> {
  return db.selectFrom('quotas').selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
}

/** A survey's quotas, oldest first. */
export async function quotasOf(db: Reader, surveyId: string): Promise<QuotaRow[]> {
  return db.selectFrom('quotas').selectAll().where('survey_id', '=', surveyId).orderBy('created_at').orderBy('id').execute();
}

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

export async function insertQuota(db: Q, row: QuotaRow): Promise<void> {
  await db.insertInto('quotas').values(row).execute();
}

export async function updateQuota(db: Q, id: string, set: Partial<QuotaRow>): Promise<void> {
  await db.updateTable('quotas').set(set).where('id', '=', id).execute();
}

export async function deleteQuota(db: Q, id: string): Promise<void> {
  await db.deleteFrom('quotas').where('id', '=', id).execute();
}

export async function quotaNamed(db: Q, surveyId: string, name: string): Promise<QuotaRow | undefined> {
  return db.selectFrom('quotas').selectAll().where('survey_id', '=', surveyId).where('name', '=', name).executeTakeFirst();
}

export async function countQuotas(db: Q, surveyId: string): Promise<number> {
  const row = await db
    .selectFrom('quotas')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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

export async function listQuotaRows(db: Q, surveyId: string, page: PageWindow): Promise<QuotaRow[]> {
  let q = db.selectFrom('quotas').selectAll().where('survey_id', '=', surveyId);
  if (page.after) q = q.where('id', '>', page.after.id);
  return q.orderBy('id').limit(page.limit).offset(page.offset).execute();
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

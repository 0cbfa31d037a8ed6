// Quotas (docs/design/quotas.md): defined per survey over answers, hidden fields and the device; each counts the
// completions that meet its condition, by default only the qualified ones, up to its limit. A change to a quota moves
// the survey row, which waits for the session writes in flight and holds back new ones until it commits (they hold
// the row shared), and the quota's members are counted afresh from the stored sessions under it.
import type { Db } from '../database';
import type { QuotaRow, SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import type { ListQuery } from '../paginate';
import { byId, ownedPage } from '../paginate';
import { ApiError, invalid } from '../errors';
import { newId } from '../ids';
import { fromJson, nowIso, toJson } from '../db/values';
import { transaction } from '../db/locks';
import type { Trx } from '../journal/journal';
import { declaredFields } from '../hidden-fields/declared';
import { listQuestionRows } from '../questions/repository';
import { conditionProblems, lookupOf, meets, type Condition } from './condition';
import { apply } from './count';
import { definitionOf } from './definitions';
import * as quotas from './repository';
import { QUOTAS } from './thresholds';

type Counts = Pick<QuotaRow, 'completed' | 'qualified' | 'counted'>;

export function toQuota(row: QuotaRow, inProgress: number): Schemas['Quota'] {
  return {
    id: row.id,
    surveyId: row.survey_id,
    name: row.name,
    condition: fromJson<Schemas['LogicCondition']>(row.condition, { operator: 'answered' }),
    limit: row.quota_limit,
    countOnly: row.count_only,
    status: row.status,
    counts: { counted: row.counted, qualified: row.qualified, completed: row.completed, inProgress },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the overview and the webhook events say of a quota. */
export const quotaSummary = (row: QuotaRow): Schemas['QuotaSummary'] => ({
  id: row.id,
  name: row.name,
  limit: row.quota_limit,
  counted: row.counted,
  status: row.status,
});

/** In-progress sessions whose answers so far meet each quota's condition, read a batch at a time. */
async function inProgressCounts(db: Db, surveyId: string, rows: readonly QuotaRow[]): Promise<Map<string, number>> {
  const counts = new Map(rows.map((r) => [r.id, 0]));
  if (rows.length === 0) return counts;
  const defs = rows.map(definitionOf);
  for (let after = ''; ;) {
    const batch = await quotas.inProgressAfter(db.kysely, surveyId, after, QUOTAS.scanBatch);
    for (const s of batch) {
      const lookup = lookupOf(s);
      for (const d of defs) if (meets(d.condition, lookup)) counts.set(d.id, counts.get(d.id)! + 1);
    }
    if (batch.length < QUOTAS.scanBatch) return counts;
    after = batch[batch.length - 1].id;
  }
}

export async function listQuotaPage(db: Db, survey: SurveyRow, query: ListQuery, given: ReadonlySet<string>, secret: string) {
  const page = await ownedPage(
    db.kysely,
    { name: 'quotas', ownerId: survey.id, query, given, secret },
    { fetch: quotas.listQuotaRows, count: quotas.countQuotas, keyOf: byId },
  );
  const inProgress = await inProgressCounts(db, survey.id, page.data);
  return { data: page.data.map((r) => toQuota(r, inProgress.get(r.id)!)), pagination: page.pagination };
}

export async function quota(db: Db, row: QuotaRow): Promise<Schemas['Quota']> {
  return toQuota(row, (await inProgressCounts(db, row.survey_id, [row])).get(row.id)!);
}

/** The survey's quotas as the overview shows them, oldest first. */
export async function quotaSummaries(db: Db, surveyId: string): Promise<Schemas['QuotaSummary'][]> {
  return (await quotas.quotasOf(db.kysely, surveyId)).map(quotaSummary);
}

async function checkCondition(db: Db, survey: SurveyRow, condition: Condition): Promise<void> {
  const questionIds = new Set((await listQuestionRows(db.kysely, survey.id)).map((q) => q.id));
  const errors = conditionProblems(condition, 'condition', questionIds, declaredFields(survey));
  if (errors.length) throw invalid(errors);
}

async function checkName(trx: Trx, surveyId: string, name: string, self: string | null): Promise<void> {
  const other = await quotas.quotaNamed(trx, surveyId, name);
  if (other && other.id !== self) throw new ApiError('name_taken', `The survey already has a quota named ${name}.`);
}

/**
 * Runs a change to the survey's quotas: the survey row moved first (session writes of the survey wait for it, and
 * kept questionnaires read the quotas afresh after it), then `work`; a quota that filled or reopened is published.
 */
function changeQuotas<T>(db: Db, survey: SurveyRow, work: (trx: Trx) => Promise<{ result: T; moved: QuotaRow[] }>): Promise<T> {
  return transaction(db.kysely, async (trx) => {
    await trx.updateTable('surveys').set({ updated_at: nowIso() }).where('id', '=', survey.id).execute();
    const { result, moved } = await work(trx);
    for (const q of moved)
      await db.journal.publish(trx, q.status === 'full' ? 'quota.filled' : 'quota.reopened', { survey, quota: { ...q } });
    return result;
  });
}

/** Counts a quota's members afresh from the stored completions, in start order (ids are time-ordered). */
async function recount(trx: Trx, row: QuotaRow): Promise<void> {
  await quotas.deleteMembersOf(trx, row.id);
  const def = definitionOf(row);
  const counts: Counts = { completed: 0, qualified: 0, counted: 0 };
  Object.assign(row, counts);
  for (let after = ''; ;) {
    const batch = await quotas.completionsAfter(trx, row.survey_id, after, QUOTAS.scanBatch);
    const members = batch.flatMap((s) => {
      const result = apply(row, def, s, undefined);
      return result.write === 'insert' ? [result.member] : [];
    });
    await quotas.insertMembers(trx, members);
    if (batch.length < QUOTAS.scanBatch) break;
    after = batch[batch.length - 1].id;
  }
  row.status = row.counted >= row.quota_limit ? 'full' : 'open';
  await quotas.updateQuota(trx, row.id, { completed: row.completed, qualified: row.qualified, counted: row.counted, status: row.status });
}

export async function createQuota(db: Db, survey: SurveyRow, body: Schemas['CreateQuotaRequest']): Promise<Schemas['Quota']> {
  const condition = body.condition as Condition;
  await checkCondition(db, survey, condition);
  const row = await changeQuotas(db, survey, async (trx) => {
    if ((await quotas.countQuotas(trx, survey.id)) >= QUOTAS.maxPerSurvey)
      throw new ApiError('quota_limit_reached', `The survey holds ${QUOTAS.maxPerSurvey} quotas, as many as it may.`);
    await checkName(trx, survey.id, body.name, null);
    const now = nowIso();
    const created: QuotaRow = {
      id: newId(),
      organization_id: survey.organization_id,
      survey_id: survey.id,
      name: body.name,
      condition: toJson(condition),
      quota_limit: body.limit,
      count_only: body.countOnly ?? 'qualified',
      completed: 0,
      qualified: 0,
      counted: 0,
      status: 'open',
      created_at: now,
      updated_at: now,
    };
    await quotas.insertQuota(trx, created);
    await recount(trx, created);
    return { result: created, moved: created.status === 'full' ? [created] : [] };
  });
  return quota(db, row);
}

export async function updateQuota(db: Db, current: QuotaRow, body: Schemas['UpdateQuotaRequest']): Promise<Schemas['Quota']> {
  const survey = await quotas.surveyOf(db.kysely, current.survey_id);
  if (!survey) throw new ApiError('not_found', `Quota ${current.id} was not found.`);
  if (body.condition) await checkCondition(db, survey, body.condition as Condition);
  const row = await changeQuotas(db, survey, async (trx) => {
    const stored = await quotas.findQuota(trx, current.organization_id, current.id);
    if (!stored) throw new ApiError('not_found', `Quota ${current.id} was not found.`);
    if (body.name !== undefined) await checkName(trx, survey.id, body.name, stored.id);
    const was = stored.status;
    const next: QuotaRow = {
      ...stored,
      name: body.name ?? stored.name,
      condition: body.condition ? toJson(body.condition) : stored.condition,
      quota_limit: body.limit ?? stored.quota_limit,
      count_only: body.countOnly ?? stored.count_only,
      updated_at: nowIso(),
    };
    await quotas.updateQuota(trx, next.id, {
      name: next.name,
      condition: next.condition,
      quota_limit: next.quota_limit,
      count_only: next.count_only,
      updated_at: next.updated_at,
    });
    const counting =
      next.condition !== stored.condition || next.quota_limit !== stored.quota_limit || next.count_only !== stored.count_only;
    if (counting) await recount(trx, next);
    return { result: next, moved: next.status !== was ? [next] : [] };
  });
  return quota(db, row);
}

export async function deleteQuota(db: Db, row: QuotaRow): Promise<void> {
  const survey = await quotas.surveyOf(db.kysely, row.survey_id);
  if (!survey) return;
  await changeQuotas(db, survey, async (trx) => {
    await quotas.deleteQuota(trx, row.id);
    return { result: undefined, moved: [] };
  });
}

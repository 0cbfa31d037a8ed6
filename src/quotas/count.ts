// How one session stands in one quota (docs/design/quotas.md): a completion (not ended by a rule) that meets the
// condition is a member; a member counts, holding one of the `limit` places, when it is qualified (or whatever its
// quality, for a quota that counts every completion) and a place is free or it held one already. Shared by the
// reactor that keeps the counts as sessions change and the recount after a quota's own change.
import type { QuotaRow } from '../db/schema';
import { fromJson } from '../db/values';
import type { SessionRow } from '../db/schema';

/** What the quotas read of a session whose completion or quality changed. */
export type QualityChanged = Pick<
  SessionRow,
  'id' | 'survey_id' | 'status' | 'end_reason' | 'excluded' | 'quality_flags' | 'answers' | 'hidden' | 'device_type' | 'language'
>;
import type { QuotaDefinition } from './definitions';
import { lookupOf, meets } from './condition';
import type { QuotaMember } from './repository';

/** Qualified: not excluded, and not judged high risk by the quality rules. */
export const isQualified = (row: Pick<QualityChanged, 'excluded' | 'quality_flags'>): boolean =>
  Number(row.excluded) === 0 && !fromJson<string[]>(row.quality_flags, []).includes('high_risk');

/** A completion (not ended by a rule) that meets the quota's condition. */
const isMember = (q: QuotaDefinition, row: QualityChanged): boolean =>
  row.status === 'completed' && row.end_reason === null && meets(q.condition, lookupOf(row));

const countsToward = (q: Pick<QuotaRow, 'count_only'>, qualified: boolean): boolean => q.count_only === 'completed' || qualified;

/** Applies one session's state to one quota's member row and counters; answers the member row to store, if any. */
export function apply(quota: QuotaRow, def: QuotaDefinition, row: QualityChanged, current: QuotaMember | undefined) {
  const want = isMember(def, row);
  if (!want && !current) return { write: 'none' as const };
  if (current) {
    quota.completed -= 1;
    quota.qualified -= current.qualified;
    quota.counted -= current.counted;
  }
  if (!want) return { write: 'delete' as const };
  const qualified = isQualified(row);
  const counts = countsToward(quota, qualified) && quota.counted < quota.quota_limit; // its own place was given back above
  const member: QuotaMember = { quota_id: quota.id, session_id: row.id, qualified: qualified ? 1 : 0, counted: counts ? 1 : 0 };
  quota.completed += 1;
  quota.qualified += member.qualified;
  quota.counted += member.counted;
  if (!current) return { write: 'insert' as const, member };
  return current.qualified === member.qualified && current.counted === member.counted
    ? { write: 'none' as const }
    : { write: 'update' as const, member };
}

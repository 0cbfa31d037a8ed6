// Whether a full quota ends a session (docs/design/quotas.md): a rule of the survey the session writer applies, as it
// applies the logic. After an answer, a session that meets a full quota's condition (every question it names behind
// the respondent) ends at once, by the statuses as stored; at completion the check is made under the quotas' lock,
// which the journal holds until the transaction ends, so the quotas reactor counts the completion before another
// completion checks: a quota never takes more than its limit.
import type { Db } from '../database';
import type { SessionRow } from '../db/schema';
import type { Trx } from '../journal/journal';
import type { Questionnaire } from '../questionnaire/questionnaire';
import { definitionsOf } from './definitions';
import { lookupOf, meets, settled } from './condition';
import { heldQuotas } from './locks';
import { quotaStatuses } from './repository';

/** Whether `row` (as the writer is about to store it) meets a full quota: at its completion when `completing`. */
export async function meetsFullQuota(
  db: Db,
  trx: Trx,
  surveyId: string,
  questionnaire: Questionnaire,
  row: SessionRow,
  completing: boolean,
): Promise<boolean> {
  const quotas = await definitionsOf(trx, surveyId, questionnaire);
  if (quotas.length === 0) return false;
  const lookup = lookupOf(row);
  const met = quotas.filter((q) => meets(q.condition, lookup) && (completing || settled(q.condition, row, lookup)));
  if (met.length === 0) return false;
  if (!completing) {
    const statuses = await quotaStatuses(
      trx,
      met.map((q) => q.id),
    );
    return met.some((q) => statuses.get(q.id) === 'full');
  }
  await db.journal.lockSurvey(trx, surveyId); // every reactor's locks, the quotas' among them, in their order
  const locked = heldQuotas(trx, surveyId);
  return met.some((q) => locked?.get(q.id)?.status === 'full');
}

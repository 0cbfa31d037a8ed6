// A survey's quotas as session writes read them (docs/design/quotas.md): their conditions, parsed once per questionnaire
// a writer holds. A live survey's questionnaire is kept per state of the survey row (src/questions/questionnaires.ts),
// and every change to a quota moves that row, so a kept questionnaire's quotas are the current ones; a questionnaire
// read afresh reads them afresh.
import type { Reader } from '../db/reader';
import type { QuotaRow } from '../db/schema';
import { fromJson } from '../db/values';
import type { Questionnaire } from '../questionnaire/questionnaire';
import type { Condition } from './condition';
import { quotasOf } from './repository';

export interface QuotaDefinition {
  id: string;
  condition: Condition;
  limit: number;
  countOnly: QuotaRow['count_only'];
}

const kept = new WeakMap<Questionnaire, QuotaDefinition[]>();

export const definitionOf = (row: QuotaRow): QuotaDefinition => ({
  id: row.id,
  condition: fromJson<Condition>(row.condition, {}),
  limit: row.quota_limit,
  countOnly: row.count_only,
});

/** The survey's quotas, read once per questionnaire object. */
export async function definitionsOf(db: Reader, surveyId: string, questionnaire: Questionnaire): Promise<QuotaDefinition[]> {
  let found = kept.get(questionnaire);
  if (!found) kept.set(questionnaire, (found = (await quotasOf(db, surveyId)).map(definitionOf)));
  return found;
}

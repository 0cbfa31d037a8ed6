// A survey's hidden fields (docs/design/hidden-fields.md): declared as a list on the survey, read and replaced whole.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import type { HiddenField } from './values';

export type { HiddenField };
import { invalid, type FieldError } from '../errors';
import { fromJson, nowIso, toJson } from '../db/values';

/** Query names the hosted page keeps for itself: a hidden field may not take them. */
const RESERVED_NAMES: ReadonlySet<string> = new Set(['t']);

export const declaredFields = (survey: Pick<SurveyRow, 'hidden_fields'>): HiddenField[] =>
  fromJson<HiddenField[]>(survey.hidden_fields, []);

export const getHiddenFields = (survey: SurveyRow): Schemas['HiddenFields'] => ({ fields: declaredFields(survey) });

export async function putHiddenFields(db: Db, survey: SurveyRow, body: Schemas['HiddenFieldsRequest']): Promise<Schemas['HiddenFields']> {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const fields = body.fields.map((f, i): HiddenField => {
    const name = `fields[${i}].name`;
    if (RESERVED_NAMES.has(f.name))
      errors.push({ in: 'body', name, message: `'${f.name}' is the personal link's token and cannot be a field's name` });
    else if (seen.has(f.name)) errors.push({ in: 'body', name, message: `'${f.name}' is declared twice` });
    seen.add(f.name);
    return { name: f.name, label: f.label ?? f.name, personal: f.personal ?? false };
  });
  if (errors.length) throw invalid(errors);
  await db.kysely
    .updateTable('surveys')
    .set({ hidden_fields: toJson(fields), updated_at: nowIso() })
    .where('id', '=', survey.id)
    .execute();
  return { fields };
}

/** Why `hidden:<name>` cannot be a cross-tabulation dimension of `survey`, or null when it can. */
export function hiddenDimensionProblem(survey: Pick<SurveyRow, 'hidden_fields'>, name: string): string | null {
  const field = declaredFields(survey).find((f) => f.name === name);
  if (!field) return `the survey has no hidden field ${name}`;
  return field.personal ? `hidden field ${name} is personal data and is never cross-tabulated` : null;
}

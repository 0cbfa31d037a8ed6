// Hidden field values (docs/design/hidden-fields.md): checked against the survey's declaration when a session starts,
// kept on the session (the ordinary ones as JSON, the personal ones sealed, with a marker in their place), and read back
// whole for the response record or masked for webhook payloads.
import type { SessionRow } from '../db/schema';
import { seal, unseal } from '../auth/seal';
import { hiddenKey } from '../questionnaire/logic';
import type { FieldError } from '../errors';
import { fromJson, toJson } from '../db/values';
import type { Schemas } from '../contract';

export type HiddenField = Schemas['HiddenField'];

export type HiddenValues = Record<string, string>;

/** The key a hidden field's value has among a session's answers when its logic runs (question ids are UUIDs). */
export { hiddenKey };

/** The answers `latest` with the hidden field `values` beside them, for the logic to test (a condition's `hiddenField`). */
export function withHidden<V>(latest: Map<string, V | string>, values: HiddenValues): Map<string, V | string> {
  for (const [name, value] of Object.entries(values)) latest.set(hiddenKey(name), value);
  return latest;
}

/** The longest value a hidden field holds (the contract's HiddenFieldValues). */
export const MAX_HIDDEN_VALUE = 500;
/** What stands in a personal field's place wherever its value is not to be read: the session row, webhook payloads. */
export const PERSONAL_MARK = '[personal]';

/**
 * The values `given` keeps: declared names only, strings of at most MAX_HIDDEN_VALUE characters. A caller that must
 * be told (the APIs) gets `errors` naming each one refused under `field`; the hosted page passes none, and loses them.
 */
export function acceptedValues(
  declared: readonly HiddenField[],
  given: Readonly<Record<string, unknown>> | undefined,
  refused?: { field: string; errors: FieldError[] },
): HiddenValues {
  const names = new Set(declared.map((f) => f.name));
  const out: HiddenValues = {};
  for (const [name, value] of Object.entries(given ?? {})) {
    if (!names.has(name))
      refused?.errors.push({ in: 'body', name: `${refused.field}.${name}`, message: 'is not a hidden field of this survey' });
    else if (typeof value === 'string' && value.length <= MAX_HIDDEN_VALUE) out[name] = value;
  }
  return out;
}

/** A contact's attributes named like the survey's hidden fields, as values (a personal link's fields). */
export function contactValues(
  declared: readonly HiddenField[],
  attributes: Readonly<Record<string, string | number | boolean>>,
): HiddenValues {
  const out: HiddenValues = {};
  for (const { name } of declared) {
    const value = attributes[name];
    if (value !== undefined && String(value).length <= MAX_HIDDEN_VALUE) out[name] = String(value);
  }
  return out;
}

export type StoredHidden = Pick<SessionRow, 'hidden' | 'hidden_sealed'>;

/** The session columns for `values`: personal ones sealed, the mark left in their place. */
export function storeHidden(secretKey: string, declared: readonly HiddenField[], values: HiddenValues): StoredHidden {
  const personal = new Set(declared.filter((f) => f.personal).map((f) => f.name));
  const plain: HiddenValues = {};
  const secret: HiddenValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (personal.has(name)) {
      secret[name] = value;
      plain[name] = PERSONAL_MARK;
    } else plain[name] = value;
  }
  return {
    hidden: toJson(plain),
    hidden_sealed: Object.keys(secret).length ? seal(secretKey, 'hidden-field', toJson(secret)) : null,
  };
}

/** The session's values as a payload shows them: a personal one as PERSONAL_MARK. */
export const maskedHidden = (row: Pick<SessionRow, 'hidden'>): HiddenValues => fromJson<HiddenValues>(row.hidden, {});

/** The session's values without the personal ones (what variables may read: their values are stored in the clear). */
export const ordinaryHidden = (row: Pick<SessionRow, 'hidden'>): HiddenValues =>
  row.hidden === '{}' ? {} : Object.fromEntries(Object.entries(maskedHidden(row)).filter(([, value]) => value !== PERSONAL_MARK));

/** `values` less those of the fields `declared` personal (a preview reads what a stored session would). */
export function notPersonal(declared: readonly HiddenField[], values: HiddenValues): HiddenValues {
  const personal = new Set(declared.filter((f) => f.personal).map((f) => f.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !personal.has(name)));
}

/** The session's values whole, the personal ones opened (the response record). An erased one is gone. */
export function openedHidden(secretKey: string, row: StoredHidden): HiddenValues {
  const plain = maskedHidden(row);
  return row.hidden_sealed ? { ...plain, ...fromJson<HiddenValues>(unseal(secretKey, 'hidden-field', row.hidden_sealed), {}) } : plain;
}

/** The values an export or a cross-tabulation may show: the fields declared now and not personal. */
export function openValue(field: HiddenField, values: HiddenValues): string | null {
  if (field.personal) return null;
  const value = values[field.name];
  return value === undefined || value === PERSONAL_MARK ? null : value;
}

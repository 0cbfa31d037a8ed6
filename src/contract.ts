// The contract as the code reads it: the schema types generated from openapi.yaml and the validators generated from
// it, with Ajv's errors turned into field errors. Capabilities and the http layer both take contract types from here.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { components } from '../generated/openapi';
import * as validators from '../generated/validators';
import { DISCRIMINATOR_VALUES, PATTERN_MESSAGES } from '../generated/enums';
import type { FieldError } from './errors';

export type Schemas = components['schemas'];
/** Why a session ended before the end of the survey: what the questionnaire's walk decides and a session's row stores. */
export type EndReason = NonNullable<Schemas['EndReason']>;

const table = validators as unknown as Record<string, ValidateFunction | undefined>;
export const validatorFor = (name: string): ValidateFunction | undefined => table[name];

/** `/config/options/0/label` -> `config.options[0].label` */
export function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

const join = (base: string, child: string): string => (base && child ? `${base}.${child}` : base || child);

/** The closest allowed value, when a near miss: another case or separator (`multiple-choice`), or a typo or two. */
export function closest(value: string, allowed: readonly string[]): string | null {
  const norm = (s: string) => s.toLowerCase().replace(/[-\s.]/g, '_');
  const same = allowed.find((a) => norm(a) === norm(value));
  if (same) return same;
  let best: string | null = null;
  let bestDistance = Math.min(3, Math.floor(value.length / 3) + 1);
  for (const a of allowed) {
    const d = distance(norm(value), norm(a));
    if (d < bestDistance) [best, bestDistance] = [a, d];
  }
  return best;
}

/** Levenshtein distance (short strings only: enum values and their near misses). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

const didYouMean = (value: unknown, allowed: readonly string[]): string => {
  const hit = typeof value === 'string' ? closest(value, allowed) : null;
  return hit ? ` (did you mean '${hit}'?)` : '';
};

/** The value a JSON pointer names in `data` (what a field error is about). */
function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);
}

/**
 * A value that is one of some strings or null (`oneOf: [{enum}, {type: 'null'}]`) fails all three of its checks at
 * once; they are told as one enum error naming null among the values.
 */
function nullableEnums(errors: readonly ErrorObject[]): ErrorObject[] {
  const isNull = (x: ErrorObject) => x.keyword === 'type' && (x.params as { type?: unknown }).type === 'null';
  const merged = new Map<string, ErrorObject>(); // instancePath -> the one enum error told for it
  for (const e of errors) {
    if (e.keyword !== 'oneOf') continue;
    const base = e.schemaPath.replace(/oneOf$/, 'oneOf/');
    const branches = errors.filter((x) => x.instancePath === e.instancePath && x.schemaPath.startsWith(base));
    const enums = branches.filter((x) => x.keyword === 'enum');
    if (branches.length === 2 && enums.length === 1 && branches.some(isNull)) {
      const allowed = (enums[0].params as { allowedValues: unknown[] }).allowedValues;
      merged.set(e.instancePath, { ...enums[0], params: { allowedValues: [...allowed, null] } });
    }
  }
  return errors.flatMap((e) => {
    const one = merged.get(e.instancePath);
    if (!one) return [e];
    return e.keyword === 'oneOf' ? [one] : e.keyword === 'enum' || isNull(e) ? [] : [e];
  });
}

/** Ajv's errors as field errors; `data` (what was validated) lets an enum error suggest the value meant. */
export function toFieldErrors(
  where: FieldError['in'],
  errors: ErrorObject[] | null | undefined,
  prefix = '',
  data?: unknown,
): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of nullableEnums(errors ?? [])) {
    let name = join(prefix, fieldName(e.instancePath));
    let message = e.message ?? 'is invalid';
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'required') {
      name = join(name, String(params.missingProperty));
      message = 'is required';
    } else if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
      name = join(name, String(params.additionalProperty ?? params.unevaluatedProperty));
      message = 'is not a known field';
    } else if (e.keyword === 'discriminator') {
      name = join(name, String(params.tag));
      const known = DISCRIMINATOR_VALUES[String(params.tag)] ?? [];
      message =
        params.error === 'mapping'
          ? `'${String(params.tagValue)}' is not one of the known values${didYouMean(params.tagValue, known)}${known.length ? `: ${known.join(', ')}` : ''}`
          : 'is required';
    } else if (e.keyword === 'enum') {
      const allowed = (params.allowedValues as unknown[]).map(String);
      message = `must be one of: ${allowed.join(', ')}${didYouMean(valueAt(data, e.instancePath), allowed)}`;
    } else if (e.keyword === 'pattern' && params.pattern === '\\S') {
      message = 'must not be blank';
    } else if (e.keyword === 'pattern' && PATTERN_MESSAGES[String(params.pattern)]) {
      message = PATTERN_MESSAGES[String(params.pattern)];
    } else if (e.keyword === 'oneOf' || e.keyword === 'anyOf') {
      message = 'does not match any of the allowed forms';
    } else if (e.keyword === 'minProperties' || e.keyword === 'maxProperties') {
      message = e.keyword === 'minProperties' ? 'must not be empty' : 'must have exactly one of its fields';
    }
    const key = `${name}\u0000${message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ in: where, name: name || '(body)', message });
    }
  }
  // An empty text breaks both its minimum length and its "not blank" pattern: the field is named once, as blank.
  const blank = new Set(out.filter((f) => f.message === 'must not be blank').map((f) => f.name));
  return out.filter((f) => !(blank.has(f.name) && f.message === 'must NOT have fewer than 1 characters'));
}

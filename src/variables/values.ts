// The values expressions compute with (docs/design/variables.md): IEEE doubles, strings, booleans, null, and lists (a multiple
// choice's option ids). Static types are what the checker knows before any answer exists; `any` is an answer whose
// shape depends on the respondent.
import { VARIABLES } from './thresholds';

export type Value = number | string | boolean | null | readonly Value[];
export type StaticType = 'number' | 'string' | 'boolean' | 'list' | 'null' | 'any';
export type VariableType = 'number' | 'string' | 'boolean';

export const isList = (v: Value): v is readonly Value[] => Array.isArray(v);

/** A finite number, or null (a division by zero, an overflow). */
export const num = (n: number): number | null => (Number.isFinite(n) ? n : null);

/** A string no longer than the limit. */
export const str = (s: string): string => (s.length > VARIABLES.maxStringChars ? s.slice(0, VARIABLES.maxStringChars) : s);

export function typeOf(v: Value): StaticType {
  if (v === null) return 'null';
  if (isList(v)) return 'list';
  return typeof v as 'number' | 'string' | 'boolean';
}

/** Whether a value of static type `t` may stand where `wanted` is asked for (null and unknown shapes may). */
export const fits = (t: StaticType, wanted: readonly StaticType[]): boolean => t === 'any' || t === 'null' || wanted.includes(t);

/**
 * A computed value as the variable's declared type stores it: a number as text for a string variable, numeric text
 * as a number for a number variable; anything else that does not fit is null.
 */
export function asDeclared(v: Value, type: VariableType): number | string | boolean | null {
  if (v === null) return null;
  switch (type) {
    case 'number':
      if (typeof v === 'number') return num(v);
      if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
      return null;
    case 'string':
      if (typeof v === 'string') return v;
      if (typeof v === 'number' || typeof v === 'boolean') return String(v);
      return v.map((x) => (x === null ? '' : String(x))).join('; ');
    case 'boolean':
      return typeof v === 'boolean' ? v : null;
  }
}

/** Text of a value inside `concat` and `lower` (null as empty). */
export const text = (v: Value): string => (v === null ? '' : isList(v) ? v.map(text).join('; ') : String(v));

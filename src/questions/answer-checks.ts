// The answer checks of docs/design/responses.md, one per shape of answer: what is wrong with a value given a question's config, or null.
// The question-type registry (./registry.ts) names the check of each type. Configs are stored with the contract's
// defaults applied; the fallbacks here only guard older rows.

export type Config = Record<string, unknown>;
type Item = { id: string; label: string };
export type AnswerCheck = (v: unknown, c: Config) => string | null;

/** Longest free text kept from an "other" answer or a contact/address field. */
export const MAX_FIELD_TEXT = 1000;
/** Longest file or signature reference. */
export const MAX_REFERENCE_LENGTH = 2000;

/** The range of a scale question as configured: the answer check and the analytics read the same one. */
export interface ScaleRange {
  min: number;
  max: number;
  step: number;
}
export type RangeOf = (c: Config) => ScaleRange;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const ids = (items: unknown): Set<string> => new Set(((items as Item[] | undefined) ?? []).map((o) => o.id));
export const num = (c: Config, key: string, fallback: number): number => (typeof c[key] === 'number' ? (c[key] as number) : fallback);

function wholeInRange(v: unknown, min: number, max: number): string | null {
  return isInt(v) && v >= min && v <= max ? null : `must be a whole number from ${min} to ${max}`;
}

function optionId(v: unknown, c: Config, listKey = 'options'): string | null {
  if (typeof v === 'string') return ids(c[listKey]).has(v) ? null : `'${v}' is not one of the question's options`;
  if (c.allowOther === true && isObject(v) && Object.keys(v).length === 1 && typeof v.other === 'string') {
    return v.other.length >= 1 && v.other.length <= MAX_FIELD_TEXT ? null : `other must be 1-${MAX_FIELD_TEXT} characters`;
  }
  return c.allowOther === true ? 'must be an option id or { "other": "text" }' : 'must be an option id';
}

function optionList(v: unknown, c: Config, what: string): string | null {
  if (!Array.isArray(v) || v.length === 0) return `must be a non-empty array of ${what}`;
  const seen = new Set<string>();
  for (const item of v) {
    const error = optionId(item, c);
    if (error) return error;
    const key = typeof item === 'string' ? item : 'other';
    if (seen.has(key)) return `repeats '${key}'`;
    seen.add(key);
  }
  return null;
}

function grid(v: unknown, c: Config, cell: (value: unknown, columns: Set<string>) => string | null): string | null {
  if (!isObject(v) || Object.keys(v).length === 0) return 'must be an object mapping row ids to answers';
  const rows = ids(c.rows);
  const columns = ids(c.columns);
  for (const [row, value] of Object.entries(v)) {
    if (!rows.has(row)) return `'${row}' is not one of the question's rows`;
    const error = cell(value, columns);
    if (error) return `row '${row}': ${error}`;
  }
  return null;
}

function fields(v: unknown, c: Config, fallback: string[]): string | null {
  if (!isObject(v) || Object.keys(v).length === 0) return 'must be an object keyed by the configured fields';
  const allowed = new Set((c.fields as string[] | undefined) ?? fallback);
  for (const [key, value] of Object.entries(v)) {
    if (!allowed.has(key)) return `'${key}' is not one of the configured fields`;
    if (typeof value !== 'string' || value.length > MAX_FIELD_TEXT) return `${key} must be text up to ${MAX_FIELD_TEXT} characters`;
  }
  return null;
}

function text(v: unknown, max: number): string | null {
  return typeof v === 'string' && v.length >= 1 && v.length <= max ? null : `must be text of 1-${max} characters`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 +()-]{3,30}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function validDate(v: unknown): v is string {
  const m = typeof v === 'string' ? DATE.exec(v) : null;
  if (!m) return false;
  const d = new Date(`${v as string}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

function httpUrl(v: unknown): boolean {
  if (typeof v !== 'string' || v.length > MAX_REFERENCE_LENGTH) return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

/** A whole number on the question's scale. */
export const onScale =
  (range: RangeOf): AnswerCheck =>
  (v, c) => {
    const r = range(c);
    return wholeInRange(v, r.min, r.max);
  };

/** A number on the slider's grid of steps. */
export const onGrid =
  (range: RangeOf): AnswerCheck =>
  (v, c) => {
    const { min, max, step } = range(c);
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) return `must be a number from ${min} to ${max}`;
    const steps = (v - min) / step;
    return Math.abs(steps - Math.round(steps)) < 1e-9 ? null : `must be on the grid of ${step} from ${min}`;
  };

/** The checks of answers whose shape belongs to one type (the scales are built from their ranges by the registry). */
export const CHECKS = {
  single_choice: optionId,
  dropdown: optionId,
  attention_check: (v, c) => optionId(v, { ...c, allowOther: false }),
  yes_no: (v) => (v === 'yes' || v === 'no' ? null : "must be 'yes' or 'no'"),
  image_choice: (v, c) =>
    c.multiple === true ? optionList(v, { ...c, allowOther: false }, 'option ids') : optionId(v, { ...c, allowOther: false }),
  multiple_choice: (v, c) => {
    const error = optionList(v, c, 'option ids');
    if (error) return error;
    const n = (v as unknown[]).length;
    const min = num(c, 'minSelections', 1);
    const max = num(c, 'maxSelections', Number.MAX_SAFE_INTEGER);
    if (n < min) return `must choose at least ${min}`;
    return n > max ? `must choose at most ${max}` : null;
  },
  ranking: (v, c) => optionList(v, { ...c, allowOther: false }, 'option ids, first = rank 1'),
  number: (v, c) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return 'must be a number';
    if (c.integerOnly === true && !Number.isInteger(v)) return 'must be a whole number';
    if (typeof c.min === 'number' && v < c.min) return `must be at least ${c.min}`;
    return typeof c.max === 'number' && v > c.max ? `must be at most ${c.max}` : null;
  },
  matrix_single: (v, c) =>
    grid(v, c, (cell, columns) => (typeof cell === 'string' && columns.has(cell) ? null : 'must be one of the column ids')),
  matrix_multiple: (v, c) =>
    grid(v, c, (cell, columns) =>
      Array.isArray(cell) &&
      cell.length > 0 &&
      new Set(cell).size === cell.length &&
      cell.every((x) => typeof x === 'string' && columns.has(x))
        ? null
        : 'must be a non-empty array of distinct column ids',
    ),
  matrix_text: (v, c) =>
    grid(v, c, (cell, columns) =>
      isObject(cell) && Object.entries(cell).every(([k, x]) => columns.has(k) && typeof x === 'string' && x.length <= MAX_FIELD_TEXT)
        ? null
        : `must map column ids to text up to ${MAX_FIELD_TEXT} characters`,
    ),
  constant_sum: (v, c) => {
    if (!isObject(v) || Object.keys(v).length === 0) return 'must be an object mapping option ids to numbers';
    const options = ids(c.options);
    let sum = 0;
    for (const [key, x] of Object.entries(v)) {
      if (!options.has(key)) return `'${key}' is not one of the question's options`;
      if (typeof x !== 'number' || !Number.isFinite(x) || x < 0) return `${key} must be a number of at least 0`;
      sum += x;
    }
    const total = num(c, 'total', 100);
    return Math.abs(sum - total) < 1e-9 ? null : `must add up to ${total} (adds up to ${sum})`;
  },
  maxdiff: (v, c) => {
    if (!Array.isArray(v) || v.length === 0) return 'must be a non-empty array of { best, worst } pairs';
    const options = ids(c.options);
    for (const pair of v) {
      if (!isObject(pair) || typeof pair.best !== 'string' || typeof pair.worst !== 'string' || Object.keys(pair).length !== 2) {
        return 'each set must be { best, worst }';
      }
      if (!options.has(pair.best) || !options.has(pair.worst)) return 'best and worst must be option ids';
      if (pair.best === pair.worst) return 'best and worst must differ';
    }
    return null;
  },
  card_sort: (v, c) => {
    if (!isObject(v) || Object.keys(v).length === 0) return 'must be an object mapping card ids to category ids';
    const cards = ids(c.cards);
    const categories = ids(c.categories);
    for (const [card, category] of Object.entries(v)) {
      if (!cards.has(card)) return `'${card}' is not one of the question's cards`;
      if (typeof category !== 'string' || !categories.has(category)) return `card '${card}' must map to a category id`;
    }
    return null;
  },
  short_text: (v, c) => text(v, num(c, 'maxLength', 250)),
  long_text: (v, c) => text(v, num(c, 'maxLength', 5000)),
  email: (v) => (typeof v === 'string' && v.length <= 254 && EMAIL.test(v) ? null : 'must be an email address'),
  phone: (v) =>
    typeof v === 'string' && PHONE.test(v) && /\d.*\d.*\d/.test(v) ? null : 'must be a telephone number (digits, spaces, +()-)',
  url: (v) => (httpUrl(v) ? null : 'must be an absolute http or https URL'),
  date: (v, c) => {
    if (!validDate(v)) return 'must be a date YYYY-MM-DD';
    if (typeof c.minDate === 'string' && v < c.minDate) return `must be on or after ${c.minDate}`;
    return typeof c.maxDate === 'string' && v > c.maxDate ? `must be on or before ${c.maxDate}` : null;
  },
  time: (v, c) => {
    const m = typeof v === 'string' ? TIME.exec(v) : null;
    if (!m) return 'must be a time HH:MM (24-hour)';
    const step = num(c, 'minuteStep', 1);
    return Number(m[2]) % step === 0 ? null : `minutes must be a multiple of ${step}`;
  },
  contact_info: (v, c) => fields(v, c, ['firstName', 'lastName', 'email']),
  address: (v, c) => fields(v, c, ['line1', 'line2', 'city', 'region', 'postalCode', 'country']),
  file_upload: (v, c) => {
    const max = num(c, 'maxFiles', 1);
    if (!Array.isArray(v) || v.length === 0 || v.length > max) return `must be an array of 1 to ${max} file references`;
    return v.every((x) => typeof x === 'string' && x.length >= 1 && x.length <= MAX_REFERENCE_LENGTH)
      ? null
      : 'each file reference must be a non-empty string';
  },
  signature: (v) => text(v, MAX_REFERENCE_LENGTH),
  consent: (v) => (v === true ? null : 'must be true (consent given)'),
} satisfies Record<string, AnswerCheck>;

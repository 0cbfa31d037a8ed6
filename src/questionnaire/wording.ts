// How a wording trial arm words a question (docs/design/calibration.md): its texts over the question's, never the
// answer space. Pure: the hosted page, the respondent API and the translations read arms through these.
import type { Schemas } from '../contract';
import type { ArmRow, QuestionRow } from '../db/schema';
import { fromJson, toJson } from '../db/values';

export type Override = Schemas['ArmOverride'];
type Obj = Record<string, unknown>;

/** Config keys an arm may not touch: the logic and the answer key are not wording. */
export const FIXED_KEYS: ReadonlySet<string> = new Set(['logic', 'expectedOptionId']);

export const isItemList = (v: unknown): v is Obj[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'object' && x !== null && typeof (x as Obj).id === 'string');

/**
 * The config as an arm shows it, against the question as it is now (it may have changed since the arm was saved):
 * the arm's texts over the question's, items relabelled by id in the arm's order with items added since appended and
 * items removed since left out, and only what still is wording (a key whose shape changed keeps the question's).
 */
export function mergeConfig(base: Obj, given: Obj | undefined): Obj {
  if (!given) return base;
  const out: Obj = { ...base };
  for (const [k, v] of Object.entries(given)) {
    const was = base[k];
    if (FIXED_KEYS.has(k)) continue;
    if (isItemList(was)) {
      const byId = new Map(was.map((b) => [b.id as string, b]));
      const relabelled = (Array.isArray(v) ? (v as Obj[]) : [])
        .filter((item) => byId.has(item?.id as string))
        .map((item) => {
          const original = byId.get(item.id as string) as Obj;
          const texts = Object.fromEntries(
            Object.entries(item).filter(([key, x]) => typeof x === 'string' && typeof original[key] !== 'object'),
          );
          return { ...original, ...texts };
        });
      const named = new Set(relabelled.map((item) => item.id));
      out[k] = [...relabelled, ...was.filter((b) => !named.has(b.id))];
    } else if (Array.isArray(was)) {
      if (Array.isArray(v) && v.length === was.length && v.every((x) => typeof x === 'string')) out[k] = v;
    } else if (typeof v === 'string' && (was === undefined || typeof was === 'string')) out[k] = v;
  }
  return out;
}

/** The arm's overrides by question (the hosted page words its questions with them). */
export const wordingOf = (arm: Pick<ArmRow, 'overrides'> | undefined): Map<string, Override> =>
  new Map(fromJson<Override[]>(arm?.overrides ?? '[]', []).map((o) => [o.questionId, o]));

/** A question row as an override words it (the arm's texts over the row's). */
export function wordedRow<R extends Pick<QuestionRow, 'title' | 'description' | 'config'>>(r: R, o: Override | undefined): R {
  if (!o) return r;
  return {
    ...r,
    title: o.title ?? r.title,
    description: o.description === undefined ? r.description : o.description,
    config: o.config ? toJson(mergeConfig(fromJson<Record<string, unknown>>(r.config, {}), o.config)) : r.config,
  };
}

/** An arm's rewording of the survey's rows: the rows it rewords, as it words them (a translation's keys come from these). */
export function armWording<R extends Pick<QuestionRow, 'id' | 'title' | 'description' | 'config'>>(
  arm: Pick<ArmRow, 'id' | 'overrides'>,
  rows: readonly R[],
): { id: string; worded: R[] } {
  const wording = wordingOf(arm);
  return { id: arm.id, worded: rows.filter((r) => wording.has(r.id)).map((r) => wordedRow(r, wording.get(r.id))) };
}

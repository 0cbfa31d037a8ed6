// An arm's wording overrides (docs/design/calibration.md): what they may change and how a question reads with them. An override changes
// texts only (the title, the description, the strings of the config and the labels of its options), never the
// answer space: option ids, ranges, counts and logic stay the questionnaire's, so answers are checked, analysed and
// exported the same whichever arm a session saw.
import { isDeepStrictEqual } from 'node:util';
import type { FieldError } from '../errors';
import { checkConfig } from '../questions/config';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import { FIXED_KEYS, isItemList, type Override } from '../questionnaire/wording';

type Obj = Record<string, unknown>;

/** Items keep their ids and every value that is not a string (an override may reorder and relabel them). */
function itemsProblem(base: Obj[], given: unknown): string | null {
  if (!Array.isArray(given) || given.length !== base.length)
    return `must list the same ${base.length} items (relabelled, not added or removed)`;
  const byId = new Map(base.map((b) => [b.id as string, b]));
  for (const item of given as Obj[]) {
    const original = typeof item === 'object' && item !== null ? byId.get(item.id as string) : undefined;
    if (!original) return `names an item that is not among the question's (${JSON.stringify((item as Obj | null)?.id ?? null)})`;
    byId.delete(item.id as string);
    for (const k of new Set([...Object.keys(original), ...Object.keys(item)])) {
      if (typeof original[k] !== 'string' && !isDeepStrictEqual(original[k], item[k]))
        return `changes '${k}' of item ${String(item.id)}: only texts may change`;
    }
  }
  return null;
}

function configProblems(base: Obj, given: Obj, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const [k, v] of Object.entries(given)) {
    const name = `${prefix}.${k}`;
    const was = base[k];
    let problem: string | null = null;
    if (FIXED_KEYS.has(k)) problem = 'is not wording: an arm cannot change it';
    else if (isItemList(was)) problem = itemsProblem(was, v);
    else if (Array.isArray(was) && was.every((x) => typeof x === 'string'))
      problem = Array.isArray(v) && v.length === was.length ? null : `must hold ${was.length} texts, as the question's does`;
    else if (typeof v !== 'string' && !isDeepStrictEqual(v, was)) problem = 'changes the answer space: an arm changes texts only';
    if (problem) errors.push({ in: 'body', name, message: problem });
  }
  return errors;
}

/** The problems of `overrides` against the survey's questions, each naming its field. */
export function overrideProblems(overrides: readonly Override[], questions: readonly FlowQuestion[]): FieldError[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  overrides.forEach((o, i) => {
    const at = `overrides[${i}]`;
    const q = byId.get(o.questionId);
    if (!q) return void errors.push({ in: 'body', name: `${at}.questionId`, message: 'is not a question of this survey' });
    if (seen.has(o.questionId)) return void errors.push({ in: 'body', name: `${at}.questionId`, message: 'is overridden twice' });
    seen.add(o.questionId);
    if (o.title === undefined && o.description === undefined && o.config === undefined) {
      return void errors.push({ in: 'body', name: at, message: 'changes nothing: give a title, a description or a config' });
    }
    if (!o.config) return;
    const problems = configProblems(q.config, o.config, `${at}.config`);
    errors.push(...(problems.length ? problems : checkConfig(q.type, { ...q.config, ...o.config }, `${at}.config`)));
  });
  return errors;
}

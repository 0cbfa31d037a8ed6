// Branching logic (docs/design/questions-and-logic.md): which questions a config's rules name, so that every name points at a real question.
import type { FieldError } from '../errors';

/** Where the answers lookup holds a hidden field's value, for a condition's `hiddenField` to test. */
export const hiddenKey = (name: string): string => `hidden:${name}`;

/** Where the answers lookup holds a fact of the session a condition's `sessionField` tests. */
export const sessionKey = (field: NonNullable<Condition['sessionField']>): string => `session:${field}`;

/** The answers `latest` with the facts of the session beside them (its device type, when known; its language). */
export function withSession<V>(
  latest: Map<string, V | string>,
  row: { device_type: string | null; language?: string },
): Map<string, V | string> {
  if (row.device_type) latest.set(sessionKey('device'), row.device_type);
  if (row.language) latest.set(sessionKey('language'), row.language);
  return latest;
}

/** A rule's condition as a config stores it (checked against the contract when saved): one test, or all / any of them. */
export interface Condition {
  questionId?: string;
  /** A hidden field's value is tested instead of an answer (docs/design/hidden-fields.md). */
  hiddenField?: string;
  /** A fact of the session is tested instead of an answer: its device type or its language (docs/design/questions-and-logic.md). */
  sessionField?: 'device' | 'language';
  operator?: string;
  value?: unknown;
  all?: Condition[];
  any?: Condition[];
}

/** A logic rule: when its condition holds, where the respondent goes (or how the session ends). */
export interface Rule {
  when: Condition;
  then: { jumpTo?: string; endSurvey?: boolean; screenOut?: boolean; quotaFull?: boolean };
}

export interface Reference {
  questionId: string;
  /** Where in the request body the name stands, e.g. `config.logic[0].when.all[1].questionId`. */
  field: string;
}

/** Every comparison of a condition, with where it stands (e.g. `when.all[1]`), in order. */
export function comparisons(c: Condition, field: string, out: { c: Condition; field: string }[] = []): { c: Condition; field: string }[] {
  if (c.all) c.all.forEach((child, i) => comparisons(child, `${field}.all[${i}]`, out));
  else if (c.any) c.any.forEach((child, i) => comparisons(child, `${field}.any[${i}]`, out));
  else out.push({ c, field });
  return out;
}

function conditionRefs(c: Condition, field: string, out: Reference[]): void {
  for (const x of comparisons(c, field)) if (x.c.questionId) out.push({ questionId: x.c.questionId, field: `${x.field}.questionId` });
}

/** Field errors for comparisons naming more than one subject (a question, a hidden field, a fact of the session). */
export function doubleSubjects(c: Condition, field: string): FieldError[] {
  return comparisons(c, field)
    .filter((x) => [x.c.questionId, x.c.hiddenField, x.c.sessionField].filter((v) => v !== undefined).length > 1)
    .map((x) => ({ in: 'body' as const, name: x.field, message: 'names more than one of questionId, hiddenField and sessionField' }));
}

export function logicReferences(config: { logic?: unknown }): Reference[] {
  const out: Reference[] = [];
  ((config.logic ?? []) as Rule[]).forEach((rule, i) => {
    conditionRefs(rule.when, `config.logic[${i}].when`, out);
    if (rule.then.jumpTo) out.push({ questionId: rule.then.jumpTo, field: `config.logic[${i}].then.jumpTo` });
  });
  return out;
}

/** Field errors for names that are neither a question of the survey nor the question itself. */
export function unknownReferences(config: { logic?: unknown }, known: ReadonlySet<string>): FieldError[] {
  return logicReferences(config)
    .filter((r) => !known.has(r.questionId))
    .map((r) => ({ in: 'body' as const, name: r.field, message: `names question ${r.questionId}, which is not in this survey` }));
}

/** Field errors for a condition's hidden fields the survey does not declare. */
export function undeclaredHiddenFields(c: Condition, field: string, declared: ReadonlySet<string>): FieldError[] {
  return comparisons(c, field)
    .filter((x) => x.c.hiddenField !== undefined && !declared.has(x.c.hiddenField))
    .map((x) => ({
      in: 'body' as const,
      name: `${x.field}.hiddenField`,
      message: `names hidden field ${x.c.hiddenField}, which this survey does not declare`,
    }));
}

/** Field errors for conditions on hidden fields the survey does not declare, or on two subjects at once. */
export function unknownHiddenFields(config: { logic?: unknown }, declared: ReadonlySet<string>): FieldError[] {
  return ((config.logic ?? []) as Rule[]).flatMap((rule, i) => {
    const field = `config.logic[${i}].when`;
    const double = doubleSubjects(rule.when, field);
    return double.length ? double : undeclaredHiddenFields(rule.when, field, declared);
  });
}

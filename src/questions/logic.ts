// Branching logic (docs/design/questions-and-logic.md): which questions a config's rules name, so that every name points at a real question.
import type { FieldError } from '../errors';
export { hiddenKey } from '../hidden-fields/values';

/** A rule's condition as a config stores it (checked against the contract when saved): one test, or all / any of them. */
export interface Condition {
  questionId?: string;
  /** A hidden field's value is tested instead of an answer (docs/design/hidden-fields.md). */
  hiddenField?: string;
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

function conditionRefs(c: Condition, field: string, out: Reference[]): void {
  if (c.questionId) out.push({ questionId: c.questionId, field: `${field}.questionId` });
  c.all?.forEach((child, i) => conditionRefs(child, `${field}.all[${i}]`, out));
  c.any?.forEach((child, i) => conditionRefs(child, `${field}.any[${i}]`, out));
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

function hiddenRefs(c: Condition, field: string, out: { name: string; field: string; both: boolean }[]): void {
  if (c.hiddenField) out.push({ name: c.hiddenField, field: `${field}.hiddenField`, both: c.questionId !== undefined });
  c.all?.forEach((child, i) => hiddenRefs(child, `${field}.all[${i}]`, out));
  c.any?.forEach((child, i) => hiddenRefs(child, `${field}.any[${i}]`, out));
}

/** Field errors for conditions on hidden fields the survey does not declare, or on a question and a field at once. */
export function unknownHiddenFields(config: { logic?: unknown }, declared: ReadonlySet<string>): FieldError[] {
  const refs: { name: string; field: string; both: boolean }[] = [];
  ((config.logic ?? []) as Rule[]).forEach((rule, i) => hiddenRefs(rule.when, `config.logic[${i}].when`, refs));
  return refs.flatMap((r): FieldError[] => {
    if (r.both) return [{ in: 'body', name: r.field, message: 'tests a hidden field, so the condition names no questionId' }];
    return declared.has(r.name)
      ? []
      : [{ in: 'body', name: r.field, message: `names hidden field ${r.name}, which this survey does not declare` }];
  });
}

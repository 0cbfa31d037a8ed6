// A quota's condition (docs/design/quotas.md): the logic's condition (src/questionnaire/logic.ts) over a session's answers,
// its hidden fields and its device, with no question of its own to default to; whether a session meets it, and whether
// the questions it names are behind the respondent (so an answer that makes it true ends the session at once).
import type { SessionRow } from '../db/schema';
import type { FieldError } from '../errors';
import { fromJson } from '../db/values';
import type { StoredAnswer } from '../answers';
import { ordinaryHidden, withHidden, type HiddenField } from '../hidden-fields/values';
import { comparisons, doubleSubjects, undeclaredHiddenFields, withSession, type Condition } from '../questionnaire/logic';
import { conditionHolds, type AnswerLookup } from '../questionnaire/questionnaire';

export type { Condition };

/** What a quota's condition reads of a session. */
export type QuotaSubject = Pick<SessionRow, 'answers' | 'hidden' | 'device_type' | 'language'>;

/** The session's latest answers, its hidden field values (a personal one is not read) and its device. */
export function lookupOf(row: QuotaSubject): AnswerLookup {
  const latest = new Map<string, unknown>();
  for (const a of fromJson<StoredAnswer[]>(row.answers, [])) latest.set(a.questionId, a.value);
  return withSession(withHidden(latest, ordinaryHidden(row)), row);
}

export const meets = (condition: Condition, lookup: AnswerLookup): boolean => conditionHolds(condition, '', lookup);

/** Whether every question the condition names is behind the respondent: answered, or passed on the path. */
export function settled(condition: Condition, row: Pick<SessionRow, 'path' | 'next_question_id'>, lookup: AnswerLookup): boolean {
  const named = comparisons(condition, '').flatMap((x) => (x.c.questionId ? [x.c.questionId] : []));
  if (named.length === 0) return true;
  const passed = new Set(fromJson<string[]>(row.path, []).filter((id) => id !== row.next_question_id));
  return named.every((id) => lookup.has(id) || passed.has(id));
}

/**
 * Field errors of a quota's condition: each comparison names exactly one subject, a question of the survey, a hidden
 * field it declares (not a personal one: its value is sealed where quotas are counted) or a fact of the session.
 */
export function conditionProblems(
  condition: Condition,
  field: string,
  questionIds: ReadonlySet<string>,
  declared: readonly HiddenField[],
): FieldError[] {
  const double = doubleSubjects(condition, field);
  if (double.length) return double;
  const undeclared = undeclaredHiddenFields(condition, field, new Set(declared.map((f) => f.name)));
  if (undeclared.length) return undeclared;
  const personal = new Set(declared.filter((f) => f.personal).map((f) => f.name));
  return comparisons(condition, field).flatMap(({ c, field: at }): FieldError[] => {
    if (c.hiddenField && personal.has(c.hiddenField))
      return [
        {
          in: 'body',
          name: `${at}.hiddenField`,
          message: `names hidden field ${c.hiddenField}, which is personal: a quota cannot read it`,
        },
      ];
    if (c.questionId && !questionIds.has(c.questionId))
      return [{ in: 'body', name: `${at}.questionId`, message: `names question ${c.questionId}, which is not in this survey` }];
    if (!c.questionId && !c.hiddenField && !c.sessionField)
      return [{ in: 'body', name: at, message: 'names no questionId, hiddenField or sessionField (a quota has no question of its own)' }];
    return [];
  });
}

// Correcting a response's answers (docs/design/responses.md, "Correcting"): the owner replaces or takes away answers,
// checked as an import checks them, through the session writer like any change to a session, so the quality flags
// and variables (enrichers), the analytics, the quotas, the export line and the webhooks (`response.updated`) follow.
// Each correction is kept with the key that made it, the reason and the values it replaced.
import type { Db } from '../database';
import type { SessionRow } from '../db/schema';
import type { Schemas } from '../contract';
import type { StoredAnswer } from '../answers';
import { fromJson, nowIso, toJson } from '../db/values';
import { invalid, type FieldError } from '../errors';
import { newId } from '../ids';
import { answerProblem } from '../questions/answers';
import { saveSessions, writeSession } from './session-writer';
import { responseRecord } from './serialize';

export async function correctResponse(
  db: Db,
  secretKey: string,
  organizationId: string,
  keyId: string,
  session: Pick<SessionRow, 'id' | 'survey_id'>,
  body: Schemas['CorrectResponseRequest'],
): Promise<Schemas['Response']> {
  return writeSession(db, session.survey_id, session.id, async ({ trx, questionnaire, session: current }) => {
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    body.answers.forEach((a, i) => {
      const question = questionnaire.get(a.questionId);
      if (!question) return void errors.push({ in: 'body', name: `answers[${i}].questionId`, message: 'is not a question of this survey' });
      if (seen.has(a.questionId)) return void errors.push({ in: 'body', name: `answers[${i}].questionId`, message: 'is named twice' });
      seen.add(a.questionId);
      const problem = a.value === null ? null : answerProblem({ ...question, required: true }, a.value);
      if (problem) errors.push({ in: 'body', name: `answers[${i}].value`, message: problem, questionId: question.id });
    });
    if (errors.length) throw invalid(errors);
    const now = nowIso();
    const stored = fromJson<StoredAnswer[]>(current.answers, []);
    const latest = new Map(stored.map((a) => [a.questionId, a.value as unknown]));
    const corrected = new Map(body.answers.map((a) => [a.questionId, a.value]));
    const answers: StoredAnswer[] = stored.flatMap((a) => {
      if (!corrected.has(a.questionId)) return [a];
      const value = corrected.get(a.questionId);
      return value === null ? [] : [{ ...a, value: value as StoredAnswer['value'] }];
    });
    for (const [questionId, value] of corrected)
      if (value !== null && !latest.has(questionId))
        answers.push({ questionId, value: value as StoredAnswer['value'], answeredAt: now, timeMs: null });
    const after: SessionRow = { ...current, answers: toJson(answers), edited_at: now };
    await saveSessions(db, trx, 'session.corrected', {
      survey: { id: current.survey_id, organization_id: organizationId },
      questionnaire,
      changes: [{ before: current, after }],
    });
    await trx
      .insertInto('response_corrections')
      .values({
        id: newId(),
        session_id: current.id,
        key_id: keyId,
        reason: body.reason,
        before: toJson(body.answers.map((a) => ({ questionId: a.questionId, value: latest.get(a.questionId) ?? null }))),
        created_at: now,
      })
      .execute();
    return responseRecord(secretKey, after);
  });
}

export async function responseHistory(db: Db, session: Pick<SessionRow, 'id'>): Promise<Schemas['ResponseHistory']> {
  const rows = await db.kysely.selectFrom('response_corrections').selectAll().where('session_id', '=', session.id).orderBy('id').execute();
  return {
    data: rows.map((r) => ({ id: r.id, keyId: r.key_id, at: r.created_at, reason: r.reason, before: fromJson(r.before, []) })),
  };
}

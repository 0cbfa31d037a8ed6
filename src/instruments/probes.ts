// Adaptive probes (docs/design/instruments.md): follow-up questions stored on the question they follow (`questions.probes`), so the
// respondent flow reads them with the questionnaire and asks one right after its question's answer meets `when`.
import type { Db } from '../database';
import type { ProbeRef, QuestionRow, SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import { ApiError, invalidField } from '../errors';
import { fromJson, nowIso, toJson } from '../db/values';
import { newId } from '../ids';
import { checkConfig } from '../questions/config';
import { isScreen } from '../questions/registry';
import { listQuestionRows } from '../questions/repository';
import { saveProbes } from '../questions/service';
import { INSTRUMENTS } from './thresholds';

/** A probe as stored in its question's row; `config` is its answer type's, defaults filled in. */
export interface StoredProbe {
  id: string;
  when: Schemas['LogicCondition'];
  text: string;
  answerType: Schemas['ProbeAnswerType'];
  config: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export const probesOf = (row: Pick<QuestionRow, 'probes'>): StoredProbe[] => fromJson<StoredProbe[]>(row.probes ?? '[]', []);

const toProbe = (p: StoredProbe, q: Pick<QuestionRow, 'id' | 'survey_id'>): Schemas['Probe'] => ({
  id: p.id,
  surveyId: q.survey_id,
  questionId: q.id,
  when: p.when,
  text: p.text,
  answerType: p.answerType,
  required: false,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

export async function findProbe(db: Db, surveyId: string, id: string): Promise<ProbeRef | undefined> {
  for (const question of await listQuestionRows(db.kysely, surveyId))
    if (probesOf(question).some((p) => p.id === id)) return { id, question };
  return undefined;
}

export async function listProbes(db: Db, survey: Pick<SurveyRow, 'id'>): Promise<Schemas['ProbeList']> {
  const rows = await listQuestionRows(db.kysely, survey.id);
  return { data: rows.flatMap((q) => probesOf(q).map((p) => toProbe(p, q))) };
}

export const probe = (ref: ProbeRef): Schemas['Probe'] =>
  toProbe(probesOf(ref.question).find((p) => p.id === ref.id) as StoredProbe, ref.question);

const configFor = (answerType: Schemas['ProbeAnswerType']): Record<string, unknown> => {
  const config = {};
  checkConfig(answerType, config); // fills the type's defaults, as the respondent view shows them
  return config;
};

/** The names `when` uses must be questions of the survey (or the probed question, the default). */
function checkWhen(when: Schemas['LogicCondition'], rows: readonly QuestionRow[]): void {
  const known = new Set(rows.map((r) => r.id));
  const names: string[] = [];
  const walk = (c: { questionId?: string; all?: unknown[]; any?: unknown[] }) => {
    if (c.questionId) names.push(c.questionId);
    for (const child of [...(c.all ?? []), ...(c.any ?? [])]) walk(child as typeof c);
  };
  walk(when as Parameters<typeof walk>[0]);
  const unknown = names.find((n) => !known.has(n));
  if (unknown) throw invalidField('body', 'when', `names question ${unknown}, which is not in this survey`);
}

export async function createProbe(db: Db, survey: Pick<SurveyRow, 'id'>, body: Schemas['CreateProbeRequest']): Promise<Schemas['Probe']> {
  const rows = await listQuestionRows(db.kysely, survey.id);
  const question = rows.find((r) => r.id === body.questionId);
  if (!question) throw invalidField('body', 'questionId', 'is not a question of this survey');
  if (isScreen(question.type)) throw invalidField('body', 'questionId', 'is a screen, which takes no answer to probe');
  checkWhen(body.when, rows);
  const probes = probesOf(question);
  if (probes.length >= INSTRUMENTS.probesPerQuestion || rows.reduce((n, r) => n + probesOf(r).length, 0) >= INSTRUMENTS.probesPerSurvey) {
    throw new ApiError(
      'probe_limit_reached',
      `A question has at most ${INSTRUMENTS.probesPerQuestion} probes and a survey ${INSTRUMENTS.probesPerSurvey}.`,
    );
  }
  const now = nowIso();
  const answerType = body.answerType ?? 'long_text';
  const stored: StoredProbe = {
    id: newId(),
    when: body.when,
    text: body.text.trim(),
    answerType,
    config: configFor(answerType),
    createdAt: now,
    updatedAt: now,
  };
  await saveProbes(db, survey.id, question.id, toJson([...probes, stored]));
  return toProbe(stored, question);
}

export async function updateProbe(db: Db, ref: ProbeRef, body: Schemas['UpdateProbeRequest']): Promise<Schemas['Probe']> {
  if (body.when) checkWhen(body.when, await listQuestionRows(db.kysely, ref.question.survey_id));
  const probes = probesOf(ref.question).map((p) =>
    p.id !== ref.id
      ? p
      : {
          ...p,
          when: body.when ?? p.when,
          text: body.text?.trim() ?? p.text,
          answerType: body.answerType ?? p.answerType,
          config: body.answerType ? configFor(body.answerType) : p.config,
          updatedAt: nowIso(),
        },
  );
  await saveProbes(db, ref.question.survey_id, ref.question.id, toJson(probes));
  return toProbe(probes.find((p) => p.id === ref.id) as StoredProbe, ref.question);
}

export async function deleteProbe(db: Db, ref: ProbeRef): Promise<void> {
  await saveProbes(db, ref.question.survey_id, ref.question.id, toJson(probesOf(ref.question).filter((p) => p.id !== ref.id)));
}

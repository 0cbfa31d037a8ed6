// Questions: ordered 0-indexed; inserting shifts the rest down, deleting closes the gap. On a live survey every
// change needs consent and starts a new questionnaire version (docs/design/lifecycle.md). Each change runs in one
// transaction that first writes the survey row, which locks it on both databases, so concurrent changes to one
// survey's questions take turns and positions stay gap-free.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database, QuestionRow, SurveyRow } from '../db/schema';
import { nowIso, toFlag, toJson } from '../db/values';
import { newId } from '../ids';
import { ApiError, invalid, type FieldError } from '../errors';
import type { Schemas } from '../contract';
import { checkConfig } from './config';
import { logicReferences, unknownHiddenFields, unknownReferences } from '../questionnaire/logic';
import { declaredFields } from '../hidden-fields/declared';
import { pipingProblems, questionTexts } from '../piping/check';
import { deleteQuestionRow, insertQuestion, listQuestionRows, shiftPositions, updateQuestionRow } from './repository';
import { toQuestion } from './serialize';

type Trx = Transaction<Database>;

/** Locks the survey for this transaction and returns its current state. */
async function lockSurvey(trx: Trx, surveyId: string, now: string): Promise<SurveyRow> {
  await trx.updateTable('surveys').set({ updated_at: now }).where('id', '=', surveyId).execute();
  return trx.selectFrom('surveys').selectAll().where('id', '=', surveyId).executeTakeFirstOrThrow();
}

function requireConsent(survey: SurveyRow, consent: boolean): void {
  if (survey.status === 'live' && !consent) {
    throw new ApiError(
      'acknowledgement_required',
      'The survey is live; later respondents will answer a different questionnaire. Send acknowledgeConsequence=true to go ahead.',
    );
  }
}

/** A live survey starts a new questionnaire version; the analytics are recounted against the new questionnaire. */
async function questionnaireChanged(db: Db, trx: Kysely<Database>, survey: SurveyRow): Promise<void> {
  if (survey.status === 'live') {
    await trx
      .updateTable('surveys')
      .set({ questionnaire_version: sql`questionnaire_version + 1` })
      .where('id', '=', survey.id)
      .execute();
  }
  // The journal settles the sessions whose quality the new questionnaire changes (and stores them) before the recount.
  const payload = { survey, rejudged: [] };
  await db.journal.settle(trx, 'questionnaire.changed', payload);
  await db.journal.publish(trx, 'questionnaire.changed', payload);
}

const hiddenProblems = (config: Record<string, unknown>, survey: SurveyRow): FieldError[] =>
  unknownHiddenFields(config, new Set(declaredFields(survey).map((f) => f.name)));

/**
 * The placeholders of a question's texts (docs/design/piping.md), for a question at `position` among `others` (the
 * survey's other questions in order): an answer must be to one of the questions before it.
 */
async function pipingOf(
  trx: Trx,
  survey: SurveyRow,
  texts: ReturnType<typeof questionTexts>,
  others: readonly QuestionRow[],
  position: number,
): Promise<FieldError[]> {
  if (!texts.some((t) => t.text?.includes('{{'))) return [];
  const ordered = [...others].sort((a, b) => a.position - b.position);
  const variables = await trx.selectFrom('variables').select('name').where('survey_id', '=', survey.id).execute();
  return pipingProblems(texts, {
    questions: new Set(others.map((q) => q.id)),
    before: new Set(ordered.slice(0, position).map((q) => q.id)),
    hidden: new Set(declaredFields(survey).map((f) => f.name)),
    variables: new Set(variables.map((v) => v.name)),
  });
}

function failIfAny(errors: FieldError[]): void {
  if (errors.length) throw invalid(errors);
}

export async function listQuestions(db: Db, surveyId: string): Promise<Schemas['QuestionList']> {
  return { data: (await listQuestionRows(db.kysely, surveyId)).map(toQuestion) };
}

export async function createQuestion(db: Db, surveyId: string, body: Schemas['CreateQuestionRequest']): Promise<Schemas['Question']> {
  const config = (body.config ?? {}) as Record<string, unknown>;
  const errors = checkConfig(body.type, config);
  return db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const survey = await lockSurvey(trx, surveyId, now);
    const siblings = await listQuestionRows(trx, surveyId);
    const id = newId();
    const position = Math.min(body.position ?? siblings.length, siblings.length);
    failIfAny([
      ...errors,
      ...unknownReferences(config, new Set([id, ...siblings.map((q) => q.id)])),
      ...hiddenProblems(config, survey),
      ...(await pipingOf(trx, survey, questionTexts({ ...body, config }), siblings, position)),
    ]);
    requireConsent(survey, body.acknowledgeConsequence === true);
    await shiftPositions(trx, surveyId, 1, position);
    const row: QuestionRow = {
      id,
      survey_id: surveyId,
      type: body.type,
      title: body.title.trim(),
      description: body.description ?? null,
      required: toFlag(body.required ?? true),
      position,
      config: toJson(config),
      instrument_instance_id: null,
      probes: '[]',
      created_at: now,
      updated_at: now,
    };
    await insertQuestion(trx, row);
    await questionnaireChanged(db, trx, survey);
    return toQuestion(row);
  });
}

/** Refuses a change to an instrument's question beyond its position, `required` flag and logic (docs/design/instruments.md). */
function assertUnlocked(current: QuestionRow, body: Schemas['UpdateQuestionRequest'] | null): void {
  if (!current.instrument_instance_id) return;
  const config = JSON.parse(current.config) as Record<string, unknown>;
  const { logic: _a, ...kept } = config;
  const { logic: _b, ...given } = (body?.config ?? config) as Record<string, unknown>;
  const wordingChanged =
    body === null ||
    (body.type !== undefined && body.type !== current.type) ||
    (body.title !== undefined && body.title.trim() !== current.title) ||
    (body.description !== undefined && body.description !== current.description) ||
    JSON.stringify(given) !== JSON.stringify(kept);
  if (wordingChanged) {
    throw new ApiError(
      'instrument_locked',
      "This question belongs to an instrument: its wording and scale are fixed so its scores can be read against the instrument's norms. Remove the instrument to change it.",
    );
  }
}

/** The config with its type's defaults filled in, as createQuestion stores it. */
function withDefaults(type: string, config: object): Record<string, unknown> {
  const filled = { ...config } as Record<string, unknown>;
  checkConfig(type, filled);
  return filled;
}

/** Inserts an instrument's items at `position` (the end when undefined) in one transaction, then calls `link` in it. */
export async function insertItems(
  db: Db,
  surveyId: string,
  items: Pick<Schemas['CreateQuestionRequest'], 'type' | 'title' | 'description' | 'config'>[],
  at: number | undefined,
  consent: boolean,
  link: (trx: Trx, rows: QuestionRow[]) => Promise<void>,
): Promise<QuestionRow[]> {
  return db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const survey = await lockSurvey(trx, surveyId, now);
    requireConsent(survey, consent);
    const siblings = await listQuestionRows(trx, surveyId);
    const position = Math.min(at ?? siblings.length, siblings.length);
    await shiftPositions(trx, surveyId, items.length, position);
    const rows = items.map((item, i): QuestionRow => ({
      id: newId(),
      survey_id: surveyId,
      type: item.type,
      title: item.title,
      description: item.description ?? null,
      required: toFlag(true),
      position: position + i,
      config: toJson(withDefaults(item.type, item.config ?? {})),
      instrument_instance_id: null,
      probes: '[]',
      created_at: now,
      updated_at: now,
    }));
    for (const row of rows) await insertQuestion(trx, row);
    await link(trx, rows);
    await questionnaireChanged(db, trx, survey);
    return rows;
  });
}

/** Deletes an instrument's questions together (refused while other questions' logic names one), then calls `unlink`. */
export async function deleteItems(db: Db, surveyId: string, ids: readonly string[], consent: boolean, unlink: (trx: Trx) => Promise<void>) {
  await db.kysely.transaction().execute(async (trx) => {
    const survey = await lockSurvey(trx, surveyId, nowIso());
    requireConsent(survey, consent);
    const gone = new Set(ids);
    const siblings = await listQuestionRows(trx, surveyId);
    const user = siblings.find((q) => !gone.has(q.id) && logicReferences(JSON.parse(q.config)).some((r) => gone.has(r.questionId)));
    if (user)
      throw new ApiError(
        'question_in_use',
        `The logic of question ${user.id} names a question of this instrument; change that logic first.`,
      );
    for (const q of siblings.filter((x) => gone.has(x.id)).sort((a, b) => b.position - a.position)) {
      await deleteQuestionRow(trx, q.id);
      await shiftPositions(trx, surveyId, -1, q.position + 1);
    }
    await unlink(trx);
    await questionnaireChanged(db, trx, survey);
  });
}

/** Replaces a question's adaptive probes (docs/design/instruments.md): the respondent flow asks them, so the analytics are recounted. */
export async function saveProbes(db: Db, surveyId: string, questionId: string, probes: string): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const survey = await lockSurvey(trx, surveyId, nowIso());
    await trx.updateTable('questions').set({ probes }).where('id', '=', questionId).execute();
    await questionnaireChanged(db, trx, survey);
  });
}

export async function updateQuestion(
  db: Db,
  surveyId: string,
  question: QuestionRow,
  body: Schemas['UpdateQuestionRequest'],
): Promise<Schemas['Question']> {
  const type = body.type ?? question.type;
  const config = (body.config ?? JSON.parse(question.config)) as Record<string, unknown>;
  const errors = checkConfig(type, config);
  if (errors.length && body.config === undefined) {
    throw invalid([{ in: 'body', name: 'config', message: `the current config does not fit type '${type}'; send a config for it` }]);
  }
  return db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const survey = await lockSurvey(trx, surveyId, now);
    const siblings = await listQuestionRows(trx, surveyId);
    const current = siblings.find((q) => q.id === question.id) ?? question;
    assertUnlocked(current, body);
    const last = siblings.length - 1;
    const position = body.position === undefined ? current.position : Math.min(body.position, last);
    const texts = questionTexts({
      title: body.title ?? current.title,
      description: body.description !== undefined ? body.description : current.description,
      config,
    });
    failIfAny([
      ...errors,
      ...unknownReferences(config, new Set(siblings.map((q) => q.id))),
      ...hiddenProblems(config, survey),
      ...(await pipingOf(
        trx,
        survey,
        texts,
        siblings.filter((q) => q.id !== current.id),
        position,
      )),
    ]);
    requireConsent(survey, body.acknowledgeConsequence === true);
    if (position < current.position) await shiftPositions(trx, surveyId, 1, position, current.position - 1);
    if (position > current.position) await shiftPositions(trx, surveyId, -1, current.position + 1, position);
    const next: QuestionRow = {
      ...current,
      type,
      title: body.title?.trim() ?? current.title,
      description: body.description !== undefined ? body.description : current.description,
      required: body.required !== undefined ? toFlag(body.required) : current.required,
      position,
      config: toJson(config),
      updated_at: now,
    };
    await updateQuestionRow(trx, question.id, next);
    await questionnaireChanged(db, trx, survey);
    return toQuestion(next);
  });
}

export async function deleteQuestion(db: Db, surveyId: string, question: QuestionRow, consent: boolean): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const survey = await lockSurvey(trx, surveyId, nowIso());
    assertUnlocked(question, null);
    requireConsent(survey, consent);
    const siblings = await listQuestionRows(trx, surveyId);
    const user = siblings.find(
      (q) => q.id !== question.id && logicReferences(JSON.parse(q.config)).some((r) => r.questionId === question.id),
    );
    if (user) {
      throw new ApiError('question_in_use', `The logic of question ${user.id} names this question; change that logic first.`);
    }
    const current = siblings.find((q) => q.id === question.id) ?? question;
    await deleteQuestionRow(trx, question.id);
    await shiftPositions(trx, surveyId, -1, current.position + 1);
    await questionnaireChanged(db, trx, survey);
  });
}

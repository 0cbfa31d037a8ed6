// Surveys: list, create, read with optional blocks, update (with status moves), delete.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import type { SurveyStatus } from './table';
import { nowIso, toJson } from '../db/values';
import { newId } from '../ids';
import { ApiError, invalid, notFound } from '../errors';
import { pipingProblems } from '../piping/check';
import { declaredFields } from '../hidden-fields/declared';
import { findFolder } from '../collections/folders/repository';
import { paginate, type ListQuery } from '../paginate';
import type { Schemas } from '../contract';
import { countQuestions, listQuestionRows } from '../questions/repository';
import { toQuestion } from '../questions/serialize';
import { assertTransition } from './lifecycle';
import { isScreen } from '../questions/registry';
import { countSurveys, deleteSurveyRow, insertSurvey, listSurveys, updateSurveyRow } from './repository';
import { toSurvey } from './serialize';
import { tagIdsOf } from '../collections/tags/repository';
import { surveyVariables } from '../variables/service';
import { Questionnaire } from '../questionnaire/questionnaire';
import { localizationBlock } from '../localization/service';
import { DEFAULT_LOCALIZATION } from '../localization/stored';

/** A survey as the API shows it now (after a change made elsewhere: its folder, its tags). */
export async function surveyRecord(db: Db, id: string): Promise<Schemas['Survey']> {
  const row = await db.kysely.selectFrom('surveys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const questions = await listQuestionRows(db.kysely, id);
  return toSurvey(row, questions.length, (await tagIdsOf(db.kysely, [id])).get(id) ?? []);
}

export async function listSurveyPage(
  db: Db,
  organizationId: string,
  query: ListQuery & { status?: Schemas['SurveyStatus']; folderId?: string; tag?: string },
  given: ReadonlySet<string>,
  secret: string,
): Promise<Schemas['SurveyList']> {
  // A folder of another organisation is not found, like any id the caller cannot see.
  if (query.folderId && !(await findFolder(db.kysely, organizationId, query.folderId))) throw notFound('Folder', query.folderId);
  const page = await paginate({
    list: `surveys:${organizationId}`,
    query,
    given,
    secret,
    filters: { status: query.status ?? null, folderId: query.folderId ?? null, tag: query.tag ?? null },
    toFilter: (f) => ({
      organizationId,
      status: (f.status ?? undefined) as SurveyStatus | undefined,
      folderId: f.folderId ?? undefined,
      tagId: f.tag ?? undefined,
    }),
    fetch: (filter, w) => listSurveys(db.kysely, filter, { afterId: w.after?.id ?? null, offset: w.offset, limit: w.limit }),
    count: (filter) => countSurveys(db.kysely, filter),
  });
  const tagIds = await tagIdsOf(
    db.kysely,
    page.data.map((r) => r.id),
  );
  return { data: page.data.map((r) => toSurvey(r, r.question_count, tagIds.get(r.id) ?? [])), pagination: page.pagination };
}

export async function createSurvey(db: Db, organizationId: string, body: Schemas['CreateSurveyRequest']): Promise<Schemas['Survey']> {
  // A new survey has no questions, hidden fields or variables for its messages to name (docs/design/piping.md).
  const none = new Set<string>();
  const piping = pipingProblems(
    Object.entries(body.messages ?? {}).map(([key, text]) => ({ field: `messages.${key}`, text })),
    { questions: none, before: none, hidden: none, variables: none },
  );
  if (piping.length) throw invalid(piping);
  const now = nowIso();
  const row: SurveyRow = {
    id: newId(),
    organization_id: organizationId,
    title: body.title.trim(),
    description: body.description ?? null,
    messages: toJson(body.messages ?? {}),
    privacy_notice_url: body.privacyNoticeUrl ?? null,
    localization: toJson(DEFAULT_LOCALIZATION),
    hidden_fields: '[]',
    status: 'draft',
    questionnaire_version: 1,
    created_at: now,
    updated_at: now,
    status_changed_at: now,
    folder_id: null,
  };
  const survey = toSurvey(row, 0, []);
  await db.kysely.transaction().execute(async (trx) => {
    await insertSurvey(trx, row);
    await db.journal.publish(trx, 'survey.created', { survey: row });
  });
  return survey;
}

export type SurveyBlock = 'localization' | 'variables' | 'access';

export async function surveyDetail(
  db: Db,
  survey: SurveyRow,
  options: { withQuestions: boolean; include: readonly SurveyBlock[]; siteUrl: string },
): Promise<Schemas['SurveyDetail']> {
  const include = new Set(options.include);
  // The questions are read only when the caller sees them (`questions:read`) or a block needs them; else counted.
  const questions = options.withQuestions || include.has('variables') ? await listQuestionRows(db.kysely, survey.id) : null;
  const count = questions ? questions.length : await countQuestions(db.kysely, survey.id);
  const detail: Schemas['SurveyDetail'] = toSurvey(survey, count, (await tagIdsOf(db.kysely, [survey.id])).get(survey.id) ?? []);
  if (questions && options.withQuestions) detail.questions = questions.map(toQuestion);
  if (include.has('localization')) detail.localization = await localizationBlock(db.kysely, survey);
  if (questions && include.has('variables'))
    detail.variables = await surveyVariables(db, survey.id, new Questionnaire(questions).questions);
  if (include.has('access')) {
    detail.access = { acceptingResponses: survey.status === 'live', collectUrl: `${options.siteUrl}/api/collect/v1/surveys/${survey.id}` };
  }
  return detail;
}

export async function updateSurvey(db: Db, survey: SurveyRow, body: Schemas['UpdateSurveyRequest']): Promise<Schemas['Survey']> {
  return db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    // Writing first takes the row's lock on both databases, so the status check below sees the latest state.
    await updateSurveyRow(trx, survey.id, { updated_at: now });
    const current = (await trx.selectFrom('surveys').selectAll().where('id', '=', survey.id).executeTakeFirstOrThrow()) as SurveyRow;
    const questions = await listQuestionRows(trx, survey.id);
    const next: SurveyRow = { ...current, updated_at: now };
    if (body.title !== undefined) next.title = body.title.trim();
    if (body.description !== undefined) next.description = body.description;
    if (body.privacyNoticeUrl !== undefined) next.privacy_notice_url = body.privacyNoticeUrl;
    if (body.messages !== undefined) {
      const ids = new Set(questions.map((q) => q.id));
      const variables = await trx.selectFrom('variables').select('name').where('survey_id', '=', survey.id).execute();
      const errors = pipingProblems(
        Object.entries(body.messages).map(([key, text]) => ({ field: `messages.${key}`, text })),
        {
          questions: ids,
          before: ids,
          hidden: new Set(declaredFields(current).map((f) => f.name)),
          variables: new Set(variables.map((v) => v.name)),
        },
      );
      if (errors.length) throw invalid(errors);
      next.messages = toJson(body.messages);
    }
    if (body.status !== undefined && body.status !== current.status) {
      const answerable = questions.filter((q) => !isScreen(q.type)).length; // a survey needs a question that collects an answer
      assertTransition(current.status as Schemas['SurveyStatus'], body.status, answerable);
      next.status = body.status;
      next.status_changed_at = now;
    }
    await updateSurveyRow(trx, survey.id, next);
    const updated = toSurvey(next, questions.length, (await tagIdsOf(trx, [survey.id])).get(survey.id) ?? []);
    if (next.status !== current.status) {
      await db.journal.publish(trx, 'survey.status_changed', { before: current, after: next, questionCount: questions.length });
    }
    return updated;
  });
}

export async function deleteSurvey(db: Db, survey: SurveyRow): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await updateSurveyRow(trx, survey.id, { updated_at: nowIso() }); // lock, then re-check the status
    const current = (await trx.selectFrom('surveys').selectAll().where('id', '=', survey.id).executeTakeFirstOrThrow()) as SurveyRow;
    if (current.status === 'live') throw new ApiError('survey_live', 'A live survey cannot be deleted; pause or close it first.');
    const questionCount = (await listQuestionRows(trx, survey.id)).length;
    await db.journal.publish(trx, 'survey.deleted', { survey: current, questionCount });
    await trx.deleteFrom('sessions').where('survey_id', '=', survey.id).execute();
    await trx.deleteFrom('questions').where('survey_id', '=', survey.id).execute();
    await deleteSurveyRow(trx, survey.id);
  });
}

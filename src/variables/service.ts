// Calculated variables (docs/design/variables.md): list and read (free), define, change and delete (feature calculatedFields, checked by
// the pipeline), and preview. A change is checked against the questionnaire and the survey's other variables under
// the survey's session locks (so it cannot interleave with a recompute batch or a completion), then the completed
// sessions are recomputed: in the request up to VARIABLES_INLINE_RECOMPUTE of them, in the background beyond.
import { notPersonal, withHidden } from '../hidden-fields/values';
import { declaredFields } from '../hidden-fields/declared';
import type { Db } from '../database';
import type { SurveyRow, VariableRecomputeRow, VariableRow } from '../db/schema';
import type { Schemas } from '../contract';
import { ApiError, invalid, invalidField } from '../errors';
import { nowIso } from '../db/values';
import { newSurveyChild } from '../ids';
import { byId, ownedPage, type ListQuery } from '../paginate';
import { listQuestionRows } from '../questions/repository';
import { Questionnaire, type FlowQuestion } from '../questionnaire/questionnaire';
import { changeSessionRules } from '../responses/session-writer';
import { ExpressionRefused } from './ast';
import { recomputeAll, restartRecompute } from './compute';
import { checkDefinition, Program, type Definition } from './program';
import * as variables from './repository';
import { VARIABLES } from './thresholds';
import type { Value } from './values';

/** Words the language keeps for itself: a variable so named could never be read. */
const RESERVED = new Set(['and', 'or', 'not', 'true', 'false', 'null']);

function toRecompute(row: VariableRecomputeRow | undefined): Schemas['VariableRecompute'] {
  if (!row) return { state: 'done', done: 0, total: 0 };
  return { state: row.state, done: Math.min(row.done, row.total), total: row.total };
}

function toVariable(row: VariableRow, program: Program, recompute: VariableRecomputeRow | undefined): Schemas['Variable'] {
  return {
    id: row.id,
    surveyId: row.survey_id,
    name: row.name,
    label: row.label,
    type: row.type,
    expression: row.expression,
    error: program.errorOf(row.name),
    recompute: toRecompute(recompute),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function questionsOf(db: Db, surveyId: string): Promise<readonly FlowQuestion[]> {
  return new Questionnaire(await listQuestionRows(db.kysely, surveyId)).questions;
}

/** The survey's variables as the detail's `variables` block shows them (every one, oldest first). */
export async function surveyVariables(db: Db, surveyId: string, questions: readonly FlowQuestion[]): Promise<Schemas['Variable'][]> {
  const rows = await variables.variablesOf(db.kysely, surveyId);
  if (!rows.length) return [];
  const program = Program.of(rows, questions);
  const recompute = await variables.recomputeOf(db.kysely, surveyId);
  return rows.map((r) => toVariable(r, program, recompute));
}

export async function listVariablePage(db: Db, survey: SurveyRow, query: ListQuery, given: ReadonlySet<string>, secret: string) {
  const page = await ownedPage(
    db.kysely,
    { name: 'variables', ownerId: survey.id, query, given, secret },
    { fetch: variables.listVariableRows, count: variables.countVariables, keyOf: byId },
  );
  const program = Program.of(await variables.variablesOf(db.kysely, survey.id), await questionsOf(db, survey.id));
  const recompute = await variables.recomputeOf(db.kysely, survey.id);
  return { data: page.data.map((r) => toVariable(r, program, recompute)), pagination: page.pagination };
}

export async function variable(db: Db, row: VariableRow): Promise<Schemas['Variable']> {
  const program = Program.of(await variables.variablesOf(db.kysely, row.survey_id), await questionsOf(db, row.survey_id));
  return toVariable(row, program, await variables.recomputeOf(db.kysely, row.survey_id));
}

/** A refused expression as a 400 naming `body.<field>` and the position of each fault. */
function refusedAt(field: string, e: ExpressionRefused): ApiError {
  return invalid(
    e.errors.map((err) => ({ in: 'body' as const, name: field, message: `at ${err.position}: ${err.message}`, position: err.position })),
    `The expression is not valid: ${e.errors[0].message} (at ${e.errors[0].position}).`,
  );
}

function checkName(name: string): void {
  if (RESERVED.has(name)) throw invalidField('body', 'name', `${name} is a word of the expression language`);
}

/** Other variables that read `name` (their expressions name it), checked against the survey as it will be. */
function dependents(name: string, all: readonly VariableRow[], questions: readonly FlowQuestion[]): string[] {
  const program = Program.of(all, questions);
  return all.filter((v) => v.name !== name && program.reads(v.name).has(name)).map((v) => v.name);
}

export async function createVariable(db: Db, survey: SurveyRow, body: Schemas['CreateVariableRequest'], inlineLimit: number) {
  checkName(body.name);
  const now = nowIso();
  const row: VariableRow = {
    ...newSurveyChild(survey),
    name: body.name,
    label: body.label ?? null,
    type: body.type,
    expression: body.expression,
    created_at: now,
    updated_at: now,
  };
  const recompute = await changeSessionRules(db, survey.id, async ({ trx, questionnaire }) => {
    const all = await variables.variablesOf(trx, survey.id);
    if (all.length >= VARIABLES.maxPerSurvey) {
      throw new ApiError('variable_limit_reached', `A survey defines at most ${VARIABLES.maxPerSurvey} variables.`);
    }
    if (all.some((v) => v.name === row.name)) throw new ApiError('name_taken', `The survey already has a variable named ${row.name}.`);
    checkExpression(row, all, questionnaire.questions);
    await variables.insertVariable(trx, row);
    return restartRecompute(trx, survey);
  });
  await finish(db, recompute, inlineLimit);
  return variable(db, row);
}

/** The definition checked among the survey's other variables and its questions: a refusal is a 400 naming `expression`. */
function checkExpression(...args: Parameters<typeof checkDefinition>): void {
  try {
    checkDefinition(...args);
  } catch (e) {
    throw e instanceof ExpressionRefused ? refusedAt('expression', e) : e;
  }
}

export async function updateVariable(db: Db, current: VariableRow, body: Schemas['UpdateVariableRequest'], inlineLimit: number) {
  const row: VariableRow = {
    ...current,
    name: body.name ?? current.name,
    label: body.label === undefined ? current.label : body.label,
    type: body.type ?? current.type,
    expression: body.expression ?? current.expression,
    updated_at: nowIso(),
  };
  if (row.name !== current.name) checkName(row.name);
  const survey = { id: current.survey_id, organization_id: current.organization_id };
  const recompute = await changeSessionRules(db, survey.id, async ({ trx, questionnaire }) => {
    const all = await variables.variablesOf(trx, survey.id);
    const others = all.filter((v) => v.id !== row.id);
    if (others.some((v) => v.name === row.name)) throw new ApiError('name_taken', `The survey already has a variable named ${row.name}.`);
    if (row.name !== current.name || row.type !== current.type) {
      const readers = dependents(current.name, all, questionnaire.questions);
      if (readers.length) {
        throw new ApiError('variable_in_use', `Variables ${readers.join(', ')} read ${current.name}: change them first.`);
      }
    }
    checkExpression(row, others, questionnaire.questions);
    await variables.updateVariableRow(trx, row);
    return restartRecompute(trx, survey);
  });
  await finish(db, recompute, inlineLimit);
  return variable(db, row);
}

export async function deleteVariable(db: Db, row: VariableRow, inlineLimit: number): Promise<void> {
  const survey = { id: row.survey_id, organization_id: row.organization_id };
  const recompute = await changeSessionRules(db, survey.id, async ({ trx, questionnaire }) => {
    const all = await variables.variablesOf(trx, survey.id);
    const readers = dependents(row.name, all, questionnaire.questions);
    if (readers.length) throw new ApiError('variable_in_use', `Variables ${readers.join(', ')} read ${row.name}: change them first.`);
    await variables.deleteVariableRow(trx, row.id);
    return restartRecompute(trx, survey);
  });
  await finish(db, recompute, inlineLimit);
}

/** Recomputes in the request when the survey is small enough; the background job takes the rest. */
async function finish(db: Db, recompute: VariableRecomputeRow, inlineLimit: number): Promise<void> {
  if (recompute.state === 'running' && recompute.total <= inlineLimit) await recomputeAll(db, recompute.survey_id);
}

export async function previewVariable(
  db: Db,
  survey: SurveyRow,
  body: Schemas['VariablePreviewRequest'],
): Promise<Schemas['VariablePreview']> {
  const questions = await questionsOf(db, survey.id);
  const known = new Set(questions.map((q) => q.id));
  const unknown = (body.answers ?? []).findIndex((a) => !known.has(a.questionId));
  if (unknown >= 0) throw invalidField('body', `answers[${unknown}].questionId`, 'no question of this survey has this id');
  const all = await variables.variablesOf(db.kysely, survey.id);
  const candidate: Definition = { name: '$preview', type: body.type ?? null, expression: body.expression };
  checkExpression(candidate, all, questions);
  const answers = withHidden(
    new Map((body.answers ?? []).map((a) => [a.questionId, a.value])),
    notPersonal(declaredFields(survey), body.hiddenFields ?? {}),
  );
  const values = Program.of([...all, candidate], questions).run(answers);
  const { $preview: value, ...others } = values;
  return { value: value as Value as Schemas['VariablePreview']['value'], variables: others };
}

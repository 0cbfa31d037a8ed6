// One round trip through orval's fetch client (with the mutator of orval-fetch.ts), generated from openapi.yaml,
// without casts: each result is a union on `status`, narrowed by `is`.
import * as api from './generated/orval/api';
import { setBaseUrl } from './orval-fetch';
import {
  CLIENT_SURVEY,
  COMPLETED_AT,
  GRID,
  MATRIX_ANSWER,
  MISSING_ID,
  PLAN_OPTIONS,
  STARTED_AT,
  csvShape,
  tripAnswers,
  type Trip,
} from './trip';

const is = <R extends { status: number }, S extends number>(res: R, status: S): res is Extract<R, { status: S }> => res.status === status;

function must<R extends { status: number }, S extends number>(res: R, status: S, what: string): Extract<R, { status: S }> {
  if (!is(res, status)) throw new Error(`orval: ${what} answered ${res.status}`);
  return res;
}

export async function roundTrip(baseUrl: string, key: string): Promise<Trip> {
  setBaseUrl(baseUrl);
  const auth = { headers: { Authorization: `Bearer ${key}` } };
  const survey = must(await api.createSurvey(CLIENT_SURVEY, auth), 201, 'survey').data;
  const choice = must(
    await api.createQuestion(survey.id, { type: 'single_choice', title: 'Which plan?', config: { options: PLAN_OPTIONS } }, auth),
    201,
    'single_choice',
  ).data;
  const nps = must(await api.createQuestion(survey.id, { type: 'nps', title: 'Recommend us?' }, auth), 201, 'nps').data;
  const matrix = must(
    await api.createQuestion(survey.id, { type: 'matrix_single', title: 'Rate each part', config: GRID }, auth),
    201,
    'matrix',
  ).data;
  const updated = must(await api.updateQuestion(survey.id, nps.id, { config: { lowLabel: 'Never' } }, auth), 200, 'update').data;
  const npsLabels: [string, string] = updated.type === 'nps' ? [updated.config.lowLabel, updated.config.highLabel] : ['', ''];

  must(await api.updateSurvey(survey.id, { status: 'live' }, auth), 200, 'go live');
  const answer = { questionId: matrix.id, value: MATRIX_ANSWER };
  const imported = {
    status: 'completed',
    startedAt: STARTED_AT,
    completedAt: COMPLETED_AT,
    answers: [answer],
  } satisfies api.ImportedResponse;
  must(await api.importResponses(survey.id, { responses: [imported] }, auth), 200, 'import');
  const responses = must(await api.listResponses(survey.id, undefined, auth), 200, 'responses').data;
  const matrixAnswer = responses.data[0].answers.find((a) => a.questionId === matrix.id)?.value;

  for (const title of ['Second', 'Third']) must(await api.createSurvey({ title }, auth), 201, title);
  const page = must(await api.listSurveys({ pageSize: 2 }, auth), 200, 'page').data;
  const cursor = page.pagination.nextCursor ?? '';
  const batch = must(await api.listSurveys({ pageSize: 2, cursor }, auth), 200, 'batch').data;
  const total = 'total' in page.pagination ? page.pagination.total : -1;

  // A file: the mutator returns text for text/csv; the union's data narrows to string.
  const exported = must(await api.exportResponses(survey.id, { format: 'csv' }, auth), 200, 'export');
  const file = typeof exported.data === 'string' ? exported.data : '';

  const bad = must(await api.createSurvey({ title: ' ' }, auth), 400, 'bad request').data;
  const missing = must(await api.getSurvey(MISSING_ID, undefined, auth), 404, 'missing').data;

  const started = must(await api.startSession(survey.id, {}), 201, 'session').data;
  const token = { headers: { 'X-Session-Token': started.token } };
  const answers = tripAnswers({ choice: choice.id, nps: nps.id, matrix: matrix.id });
  const answered = must(await api.submitAnswers(started.sessionId, { answers }, token), 200, 'answer').data;
  const completed = must(await api.completeSession(started.sessionId, token), 200, 'complete').data;
  const health = must(await api.getLiveness(), 200, 'healthz').data;

  return {
    questionTypes: [choice.type, nps.type, matrix.type],
    npsLabels,
    matrixAnswer,
    paging: { page: page.data.length, total, cursorBatch: batch.data.length, hasMore: batch.pagination.hasMore },
    exportFile: csvShape(file, exported.headers.get('content-disposition')),
    badRequestField: bad.errors?.[0]?.name ?? '',
    notFoundCode: missing.code,
    respondent: { afterAnswer: answered.nextQuestionId, completed: completed.status },
    health: health.status,
  };
}

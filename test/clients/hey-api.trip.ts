// One round trip through @hey-api/openapi-ts (its fetch client), generated from openapi.yaml, without casts.
import { createClient, createConfig } from './generated/hey-api/client';
import * as sdk from './generated/hey-api/sdk.gen';
import { CLIENT_SURVEY, COMPLETED_AT, GRID, MATRIX_ANSWER, MISSING_ID, PLAN_OPTIONS, STARTED_AT, tripAnswers, type Trip } from './trip';

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`hey-api: no ${what}`);
  return value;
}

export async function roundTrip(baseUrl: string, key: string): Promise<Trip> {
  const client = createClient(createConfig({ baseUrl, auth: key }));
  const survey = must((await sdk.createSurvey({ client, body: CLIENT_SURVEY })).data, 'survey');
  const path = { surveyId: survey.id };
  const choice = must(
    (await sdk.createQuestion({ client, path, body: { type: 'single_choice', title: 'Which plan?', config: { options: PLAN_OPTIONS } } }))
      .data,
    'single_choice',
  );
  const nps = must((await sdk.createQuestion({ client, path, body: { type: 'nps', title: 'Recommend us?' } })).data, 'nps');
  const matrix = must(
    (await sdk.createQuestion({ client, path, body: { type: 'matrix_single', title: 'Rate each part', config: GRID } })).data,
    'matrix',
  );
  const updated = must(
    (await sdk.updateQuestion({ client, path: { surveyId: survey.id, questionId: nps.id }, body: { config: { lowLabel: 'Never' } } })).data,
    'update',
  );
  const npsLabels: [string, string] = updated.type === 'nps' ? [updated.config.lowLabel, updated.config.highLabel] : ['', ''];

  await sdk.updateSurvey({ client, path, body: { status: 'live' } });
  await sdk.importResponses({
    client,
    path,
    body: {
      responses: [
        {
          status: 'completed',
          startedAt: STARTED_AT,
          completedAt: COMPLETED_AT,
          answers: [{ questionId: matrix.id, value: MATRIX_ANSWER }],
        },
      ],
    },
  });
  const responses = must((await sdk.listResponses({ client, path })).data, 'responses');
  const matrixAnswer = responses.data[0].answers.find((a) => a.questionId === matrix.id)?.value;

  for (const title of ['Second', 'Third']) await sdk.createSurvey({ client, body: { title } });
  const page = must((await sdk.listSurveys({ client, query: { pageSize: 2 } })).data, 'page');
  const cursor = page.pagination.nextCursor ?? '';
  const batch = must((await sdk.listSurveys({ client, query: { pageSize: 2, cursor } })).data, 'batch');
  const total = 'total' in page.pagination ? page.pagination.total : -1;

  // A file: the client parses by the response's content type; the JSON format is the one its types describe.
  const exported = await sdk.exportResponses({ client, path, query: { format: 'json' } });
  const rows = must(exported.data, 'export');

  const bad = await sdk.createSurvey({ client, body: { title: ' ' } });
  const missing = await sdk.getSurvey({ client, path: { surveyId: MISSING_ID } });

  const respondent = createClient(createConfig({ baseUrl }));
  const started = must((await sdk.startSession({ client: respondent, path, body: {} })).data, 'session');
  const session = { client: respondent, path: { sessionId: started.sessionId }, headers: { 'X-Session-Token': started.token } };
  const answered = must(
    (
      await sdk.submitAnswers({
        ...session,
        body: {
          answers: tripAnswers({ choice: choice.id, nps: nps.id, matrix: matrix.id }),
        },
      })
    ).data,
    'answer',
  );
  const completed = must((await sdk.completeSession(session)).data, 'complete');
  const health = must((await sdk.getLiveness({ client: respondent })).data, 'healthz');

  return {
    questionTypes: [choice.type, nps.type, matrix.type],
    npsLabels,
    matrixAnswer,
    paging: { page: page.data.length, total, cursorBatch: batch.data.length, hasMore: batch.pagination.hasMore },
    exportFile: {
      header: Object.keys(rows[0] ?? {}),
      rows: rows.length,
      attachment: (exported.response.headers.get('content-disposition') ?? '').startsWith('attachment'),
    },
    badRequestField: bad.error?.errors?.[0]?.name ?? '',
    notFoundCode: missing.error?.code ?? '',
    respondent: { afterAnswer: answered.nextQuestionId, completed: completed.status },
    health: health.status,
  };
}

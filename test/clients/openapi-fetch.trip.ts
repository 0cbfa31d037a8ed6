// One round trip through openapi-typescript + openapi-fetch, typed from openapi.yaml, without casts.
import createClient from 'openapi-fetch';
import type { paths } from './generated/openapi-typescript/schema';
import * as fixture from './trip';

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`openapi-fetch: no ${what}`);
  return value;
}

export async function roundTrip(baseUrl: string, key: string): Promise<fixture.Trip> {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key}` } });
  const survey = must((await api.POST('/api/v1/surveys', { body: fixture.CLIENT_SURVEY })).data, 'survey');
  const path = { surveyId: survey.id };
  const questionsUrl = '/api/v1/surveys/{surveyId}/questions';
  const choice = must(
    (
      await api.POST(questionsUrl, {
        params: { path },
        body: { type: 'single_choice', title: 'Which plan?', config: { options: fixture.PLAN_OPTIONS } },
      })
    ).data,
    'single_choice',
  );
  const nps = must((await api.POST(questionsUrl, { params: { path }, body: { type: 'nps', title: 'Recommend us?' } })).data, 'nps');
  const matrix = must(
    (await api.POST(questionsUrl, { params: { path }, body: { type: 'matrix_single', title: 'Rate each part', config: fixture.GRID } }))
      .data,
    'matrix',
  );
  const updated = must(
    (
      await api.PUT('/api/v1/surveys/{surveyId}/questions/{questionId}', {
        params: { path: { surveyId: survey.id, questionId: nps.id } },
        body: { config: { lowLabel: 'Never' } },
      })
    ).data,
    'update',
  );
  const npsLabels: [string, string] = updated.type === 'nps' ? [updated.config.lowLabel, updated.config.highLabel] : ['', ''];

  await api.PUT('/api/v1/surveys/{surveyId}', { params: { path }, body: { status: 'live' } });
  await api.POST('/api/v1/surveys/{surveyId}/responses', {
    params: { path },
    body: {
      responses: [
        {
          status: 'completed',
          startedAt: fixture.STARTED_AT,
          completedAt: fixture.COMPLETED_AT,
          answers: [{ questionId: matrix.id, value: fixture.MATRIX_ANSWER }],
        },
      ],
    },
  });
  const responses = must((await api.GET('/api/v1/surveys/{surveyId}/responses', { params: { path } })).data, 'responses');
  const matrixAnswer = responses.data[0].answers.find((a) => a.questionId === matrix.id)?.value;

  for (const title of ['Second', 'Third']) await api.POST('/api/v1/surveys', { body: { title } });
  const page = must((await api.GET('/api/v1/surveys', { params: { query: { pageSize: 2 } } })).data, 'page');
  const cursor = page.pagination.nextCursor ?? '';
  const batch = must((await api.GET('/api/v1/surveys', { params: { query: { pageSize: 2, cursor } } })).data, 'batch');
  const total = 'total' in page.pagination ? page.pagination.total : -1;

  // A file: openapi-fetch parses JSON unless told otherwise.
  const exported = await api.GET('/api/v1/surveys/{surveyId}/responses/export', {
    params: { path, query: { format: 'csv' } },
    parseAs: 'text',
  });
  const file = must(exported.data, 'export');

  const bad = await api.POST('/api/v1/surveys', { body: { title: ' ' } });
  const missing = await api.GET('/api/v1/surveys/{surveyId}', { params: { path: { surveyId: fixture.MISSING_ID } } });

  const respondent = createClient<paths>({ baseUrl });
  const started = must(
    (await respondent.POST('/api/collect/v1/surveys/{surveyId}/sessions', { params: { path }, body: {} })).data,
    'session',
  );
  const session = { params: { path: { sessionId: started.sessionId } }, headers: { 'X-Session-Token': started.token } };
  const answered = must(
    (
      await respondent.POST('/api/collect/v1/sessions/{sessionId}/answers', {
        ...session,
        body: {
          answers: fixture.tripAnswers({ choice: choice.id, nps: nps.id, matrix: matrix.id }),
        },
      })
    ).data,
    'answer',
  );
  const completed = must((await respondent.POST('/api/collect/v1/sessions/{sessionId}/complete', session)).data, 'complete');
  const health = must((await respondent.GET('/healthz')).data, 'healthz');

  return {
    questionTypes: [choice.type, nps.type, matrix.type],
    npsLabels,
    matrixAnswer,
    paging: { page: page.data.length, total, cursorBatch: batch.data.length, hasMore: batch.pagination.hasMore },
    exportFile: fixture.csvShape(file, exported.response.headers.get('content-disposition')),
    badRequestField: bad.error?.errors?.[0]?.name ?? '',
    notFoundCode: missing.error?.code ?? '',
    respondent: { afterAnswer: answered.nextQuestionId, completed: completed.status },
    health: health.status,
  };
}

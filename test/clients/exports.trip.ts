// Each export format as two generators type it, without casts (test/clients/clients.test.ts). @hey-api/openapi-ts
// types the CSV as a string, the XLSX workbook and the SPSS ZIP as a Blob, the JSON as its records. typed-openapi types
// only JSON bodies: its JSON export is the records, and the other formats, each its own operation, are read from the
// response (their bodies are `unknown` to it, never mistyped as JSON).
import { createClient, createConfig } from './generated/hey-api/client';
import {
  createQuestion,
  createSurvey,
  exportResponsesCsv,
  exportResponsesJson,
  exportResponsesSpss,
  exportResponsesXlsx,
  importResponses,
  updateSurvey,
} from './generated/hey-api/sdk.gen';
import { createApiClient } from './generated/typed-openapi/api';
import { COMPLETED_AT, STARTED_AT } from './trip';

export interface ExportTrip {
  heyApi: { csvHeader: string; jsonFirst: string; xlsx: string; spss: string };
  typedOpenapi: { jsonFirst: string; csvHeader: string; xlsxType: string };
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`exports: no ${what}`);
  return value;
}

/** The first two bytes of a file: `PK` for the workbook and the ZIP. */
const magic = async (file: Blob): Promise<string> => new TextDecoder().decode((await file.arrayBuffer()).slice(0, 2));

export async function exportTrip(baseUrl: string, key: string): Promise<ExportTrip> {
  const client = createClient(createConfig({ baseUrl, auth: key }));
  const survey = must((await createSurvey({ client, body: { title: 'Exports' } })).data, 'survey');
  const path = { surveyId: survey.id };
  const question = must((await createQuestion({ client, path, body: { type: 'short_text', title: 'Why?' } })).data, 'question');
  await updateSurvey({ client, path, body: { status: 'live' } });
  const answers = [{ questionId: question.id, value: 'Price' }];
  await importResponses({
    client,
    path,
    body: { responses: [{ status: 'completed', startedAt: STARTED_AT, completedAt: COMPLETED_AT, answers }] },
  });

  const csv: string = must((await exportResponsesCsv({ client, path })).data, 'csv');
  const rows = must((await exportResponsesJson({ client, path })).data, 'json');
  const xlsx: Blob = must((await exportResponsesXlsx({ client, path })).data, 'xlsx');
  const spss: Blob = must((await exportResponsesSpss({ client, path })).data, 'spss');

  const typed = createApiClient(
    {
      fetch: ({ method, url, urlSearchParams }) => {
        if (urlSearchParams) url.search = urlSearchParams.toString();
        return fetch(url, { method, headers: { Authorization: `Bearer ${key}` } });
      },
    },
    baseUrl,
  );
  const typedRows = await typed.get('/api/v1/surveys/{surveyId}/responses/export/json', { path, query: {} });
  const typedCsv = await typed.get('/api/v1/surveys/{surveyId}/responses/export/csv', { path, query: {}, withResponse: true });
  const typedXlsx = await typed.get('/api/v1/surveys/{surveyId}/responses/export/xlsx', { path, query: {}, withResponse: true });
  const csvText = typeof typedCsv.data === 'string' ? typedCsv.data : '';

  return {
    heyApi: {
      csvHeader: csv.split('\n')[0].split(',')[0],
      jsonFirst: rows[0]?.responseId ?? '',
      xlsx: await magic(xlsx),
      spss: await magic(spss),
    },
    typedOpenapi: {
      jsonFirst: typedRows[0]?.responseId ?? '',
      csvHeader: csvText.split('\n')[0].split(',')[0],
      xlsxType: typedXlsx.headers.get('content-type') ?? '',
    },
  };
}

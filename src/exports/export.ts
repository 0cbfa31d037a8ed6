// GET /surveys/{id}/responses/export/{csv,json,xlsx,spss} (and the older ?format=): picks the writer for the format and names the file.
import type { Readable } from 'node:stream';
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import { queryInstant } from '../instant';
import { listQuestionRows } from '../questions/repository';
import { Questionnaire } from '../questions/questionnaire';
import type { ExportRow, SessionFilter } from '../responses/repository';
import { cells, dateKinds, headers, metaColumns, questionColumns, variableColumns, type Cell } from './columns';
import { declaredFields } from '../hidden-fields/declared';
import { variablesOf } from '../variables/repository';
import { instancesOf } from '../instruments/repository';
import { scoreColumns, withScore, withScores } from '../instruments/columns';
import { csvChunkStream, csvLine, csvStream } from './csv';
import { exportKey, lineBatches } from './lines';
import { jsonStream } from './json';
import { spssStream } from './spss';
import { exportBatches } from './source';
import { xlsxStream } from './xlsx';
import { wideCells, wideHeaders, wideQuestion } from './wide';
import { storedLocalization } from '../localization/stored';
import { negotiate } from '../localization/negotiate';
import { localizedTexts, type Localized } from '../localization/respondent';

export type ExportFormat = 'csv' | 'json' | 'xlsx' | 'spss';

export const FORMATS: Record<ExportFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  json: { contentType: 'application/json', extension: 'json' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  spss: { contentType: 'application/zip', extension: 'zip' },
};

export interface ExportQuery {
  status?: 'completed' | 'all';
  since?: string;
  until?: string;
  format?: ExportFormat;
  /** CSV only: `compact` (a column per question, the default) or `wide` (a column per option, row or item: wide.ts). */
  layout?: 'compact' | 'wide';
  /** One of the survey's languages to label the file in (docs/design/localization.md); the default language's without. */
  language?: string;
}

/** A file name any file system accepts: the title in lowercase ASCII words, what the file holds, the date, the extension. */
export function fileName(title: string, extension: string, now = new Date(), holds = 'responses'): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60) || 'survey';
  return `${slug}-${holds}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** The title as a file name in its own script: characters no file system takes, and white space, become '-'. */
function unicodeName(title: string, extension: string, now: Date, holds: string): string {
  const slug = [
    ...title
      .normalize('NFC')
      .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ') // control characters and what file systems refuse
      .trim()
      .replace(/\s+/gu, '-'),
  ]
    .slice(0, 60)
    .join('');
  return `${slug || 'survey'}-${holds}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** RFC 5987 encoding for `filename*`: UTF-8, percent-encoded except the attr-chars. */
const encodeExtValue = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` (RFC 6266): an ASCII `filename` every client reads, and, when the title has
 * characters ASCII cannot hold (Japanese, Arabic, emoji...), `filename*` with the name in its own script.
 */
export function attachmentDisposition(title: string, extension: string, now = new Date(), holds = 'responses'): string {
  const ascii = fileName(title, extension, now, holds);
  const unicode = unicodeName(title, extension, now, holds);
  const plain = `attachment; filename="${ascii}"`;
  return /^[\x20-\x7e]*$/.test(unicode) ? plain : `${plain}; filename*=UTF-8''${encodeExtValue(unicode)}`;
}

/** What a survey's export columns come from, and the columns, labelled in `localized`'s language (the default's without). */
async function columnsOf(db: Db, survey: SurveyRow, localized?: Localized) {
  const rows = await listQuestionRows(db.kysely, survey.id);
  const questions = localized ? localized.questions(rows) : rows;
  const instances = await instancesOf(db.kysely, survey.id);
  const definitions = await variablesOf(db.kysely, survey.id);
  const declared = declaredFields(survey);
  const meta = metaColumns(declared);
  const columns = questionColumns(new Questionnaire(questions).questions, meta);
  const scores = scoreColumns(instances);
  const variables = variableColumns([...definitions, ...scores], columns, meta);
  // No hidden fields, the key of before: lines kept before they existed stay good.
  const key = exportKey(declared.length ? [questions, instances, definitions, declared] : [questions, instances, definitions]);
  return { key, meta, columns, scores, variables };
}

/** A survey's CSV header, how a session's line is written, and the key its lines are kept under (lines.ts). */
export async function csvLines(db: Db, survey: SurveyRow) {
  const { key, meta, columns, scores, variables } = await columnsOf(db, survey);
  const render = (row: ExportRow) => csvLine(cells(withScore(row, scores), columns, variables, meta));
  return { key, head: headers(columns, variables, meta), render };
}

/** The CSV lines of the sessions `filter` selects, kept as they are written (lines.ts). */
async function csvLineBatches(db: Db, survey: SurveyRow, filter: SessionFilter) {
  const { key, head, render } = await csvLines(db, survey);
  return { head, batches: lineBatches(db, filter, key, render) };
}

/**
 * Keeps the CSV line of every session of the survey not in progress, ahead of an export (`fieldwork exports keep`);
 * `progress` hears the sessions done so far after each batch. Returns the sessions walked.
 */
export async function keepCsvLines(db: Db, survey: SurveyRow, progress: (done: number) => void = () => {}): Promise<number> {
  let done = 0;
  for await (const { sessions } of (await csvLineBatches(db, survey, { surveyId: survey.id, sort: 'started_at' })).batches)
    progress((done += sessions));
  return done;
}

export async function exportFile(
  db: Db,
  survey: SurveyRow,
  query: ExportQuery,
): Promise<{ contentType: string; disposition: string; stream: Readable }> {
  const format = query.format ?? 'csv';
  const filter: SessionFilter = {
    surveyId: survey.id,
    status: (query.status ?? 'completed') === 'completed' ? 'completed' : undefined,
    sort: 'started_at',
    since: queryInstant('since', query.since),
    until: queryInstant('until', query.until),
  };
  // A language other than the default labels the columns and cells with its translations; its lines are not kept
  // (lines.ts keeps the default language's), so its CSV is written as it streams.
  const stored = storedLocalization(survey);
  const tag = query.language ? negotiate(stored, { language: { tag: query.language, in: 'query', name: 'language' } }) : null;
  const localized = tag && tag !== stored.defaultLanguage ? await localizedTexts(db.kysely, survey, tag) : undefined;
  let stream: Readable;
  if (format === 'csv' && localized && query.layout !== 'wide') {
    const { meta, columns, scores, variables } = await columnsOf(db, survey, localized);
    stream = csvStream(
      headers(columns, variables, meta),
      (async function* () {
        for await (const rows of withScores(exportBatches(db, filter), scores))
          yield rows.map((row) => cells(row, columns, variables, meta));
      })(),
    );
  } else if (format === 'csv' && query.layout === 'wide') {
    const { meta, columns, scores, variables } = await columnsOf(db, survey, localized);
    const wide = columns.map(wideQuestion);
    stream = csvStream(
      wideHeaders(wide, variables, meta),
      (async function* () {
        for await (const rows of withScores(exportBatches(db, filter), scores))
          yield rows.map((row) => wideCells(row, wide, variables, meta));
      })(),
    );
  } else if (format === 'csv') {
    const { head, batches } = await csvLineBatches(db, survey, filter);
    stream = csvChunkStream(
      head,
      (async function* () {
        for await (const { chunk } of batches) if (chunk) yield chunk;
      })(),
    );
  } else {
    const { meta, columns, scores, variables } = await columnsOf(db, survey, localized);
    const head = headers(columns, variables, meta);
    const batches = withScores(exportBatches(db, filter), scores);
    const table = (async function* (): AsyncGenerator<Cell[][]> {
      for await (const rows of batches) yield rows.map((row) => cells(row, columns, variables, meta));
    })();
    stream =
      format === 'json'
        ? jsonStream(head, table)
        : format === 'xlsx'
          ? xlsxStream(head, table, dateKinds(columns, variables, meta))
          : spssStream(localized ? localized.survey(survey).title : survey.title, columns, variables, batches, meta);
  }
  const { contentType, extension } = FORMATS[format];
  return { contentType, disposition: attachmentDisposition(survey.title, extension), stream };
}

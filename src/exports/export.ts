// GET /surveys/{id}/responses/export/{csv,json,xlsx,spss} (and the older ?format=): picks the writer for the format and names the file.
import type { Readable } from 'node:stream';
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import { queryInstant } from '../instant';
import { listQuestionRows } from '../questions/repository';
import { Questionnaire } from '../questionnaire/questionnaire';
import type { SessionFilter } from '../responses/repository';
import { metaColumns, questionColumns, variableColumns } from './columns';
import { declaredFields } from '../hidden-fields/declared';
import { variablesOf } from '../variables/repository';
import { instancesOf } from '../instruments/repository';
import { scoreColumns } from '../instruments/columns';
import { exportKey, lineBatches, renderedBatches, type LineWriter } from './lines';
import { EXPORT_FORMATS, type ExportFormat } from '../config';
import { fileFormat, FORMATS, type Columns } from './formats';
import { exportBatches } from './source';
import { storedLocalization } from '../localization/stored';
import { negotiate } from '../localization/negotiate';
import { localizedTexts, type Localized } from '../localization/respondent';

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
async function columnsOf(db: Db, survey: SurveyRow, localized?: Localized): Promise<Columns & { key: string }> {
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
  const title = localized ? localized.survey(survey).title : survey.title;
  return { key, title, meta, columns, scores, variables };
}

/** How a survey's lines are written in each of `formats`, and the key they are kept under (lines.ts). */
export async function lineWriters(db: Db, survey: SurveyRow, formats: readonly ExportFormat[]): Promise<LineWriter[]> {
  const { key, ...columns } = await columnsOf(db, survey);
  return formats.map((format) => ({ format, key, render: fileFormat(format, columns).render }));
}

/**
 * Keeps the line in each of `formats` of every session of the survey not in progress, ahead of an export (`fieldwork
 * exports keep`); `progress` hears the lines walked so far after each batch (sessions times formats). Returns the
 * sessions walked.
 */
export async function keepLines(
  db: Db,
  survey: SurveyRow,
  formats: readonly ExportFormat[] = EXPORT_FORMATS,
  progress: (done: number) => void = () => {},
): Promise<number> {
  let walked = 0;
  let done = 0;
  for (const writer of await lineWriters(db, survey, formats)) {
    let sessions = 0;
    for await (const batch of lineBatches(db, { surveyId: survey.id, sort: 'started_at' }, writer)) {
      sessions += batch.sessions;
      progress((done += batch.sessions));
    }
    walked = Math.max(walked, sessions);
  }
  return walked;
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
  // A language other than the default labels the columns and cells with its translations, and the wide CSV has its
  // own columns: their lines are not kept (lines.ts keeps the default language's, default layout), so they are
  // written from the rows as the file streams.
  const stored = storedLocalization(survey);
  const tag = query.language ? negotiate(stored, { language: { tag: query.language, in: 'query', name: 'language' } }) : null;
  const localized = tag && tag !== stored.defaultLanguage ? await localizedTexts(db.kysely, survey, tag) : undefined;
  const wide = format === 'csv' && query.layout === 'wide';
  const { key, ...columns } = await columnsOf(db, survey, localized);
  const { render, file } = fileFormat(format, columns, wide);
  const stream = file(
    localized || wide ? renderedBatches(exportBatches(db, filter), render) : lineBatches(db, filter, { format, key, render }),
  );
  const { contentType, extension } = FORMATS[format];
  return { contentType, disposition: attachmentDisposition(survey.title, extension), stream };
}

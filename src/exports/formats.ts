// The export formats: each writes a session as one line (lines.ts keeps it) and a file from the lines in order.
import type { Readable } from 'node:stream';
import type { ExportFormat } from '../config';
import type { ExportRow } from '../responses/repository';
import { withScore, type ScoreColumn } from '../instruments/columns';
import { cells, dateKinds, headers, type MetaColumn, type QuestionColumn, type VariableColumn } from './columns';
import { csvFile, csvLine } from './csv';
import { jsonFile, jsonLine } from './json';
import type { Line, LineBatch } from './lines';
import { spssFile, spssLines } from './spss';
import { xlsxFile, xlsxLine } from './xlsx';
import { wideCells, wideHeaders, wideQuestion } from './wide';

export const FORMATS: Record<ExportFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  json: { contentType: 'application/json', extension: 'json' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  spss: { contentType: 'application/zip', extension: 'zip' },
};

/** What a survey's files are written from: its columns in one language (export.ts reads them). */
export interface Columns {
  title: string;
  meta: readonly MetaColumn[];
  columns: readonly QuestionColumn[];
  scores: readonly ScoreColumn[];
  variables: readonly VariableColumn[];
}

/** A format of a survey's file: a session's line, and the file from the lines in export order. */
export interface FileFormat {
  render(row: ExportRow): Line;
  file(batches: AsyncIterable<LineBatch>): Readable;
}

const line = (text: string): Line => ({ line: text, widths: null });

/** `format` of the survey whose columns are `c`; `wide` is the CSV with a column per option, row or item (wide.ts). */
export function fileFormat(format: ExportFormat, c: Columns, wide = false): FileFormat {
  const { meta, columns, scores, variables } = c;
  const labelled = (row: ExportRow) => cells(withScore(row, scores), columns, variables, meta);
  const head = headers(columns, variables, meta);
  switch (format) {
    case 'csv': {
      if (!wide) return { render: (row) => line(csvLine(labelled(row))), file: (batches) => csvFile(head, batches) };
      const questions = columns.map(wideQuestion);
      return {
        render: (row) => line(csvLine(wideCells(withScore(row, scores), questions, variables, meta))),
        file: (batches) => csvFile(wideHeaders(questions, variables, meta), batches),
      };
    }
    case 'json': {
      const object = jsonLine(head);
      return { render: (row) => line(object(labelled(row))), file: jsonFile };
    }
    case 'xlsx': {
      const sheetRow = xlsxLine(head, dateKinds(columns, variables, meta));
      return { render: (row) => line(sheetRow(labelled(row))), file: (batches) => xlsxFile(head, batches) };
    }
    case 'spss': {
      const spss = spssLines(columns, variables, meta);
      return { render: (row) => spss.render(withScore(row, scores)), file: (batches) => spssFile(c.title, spss, batches) };
    }
  }
}

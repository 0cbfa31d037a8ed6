// SPSS export: a ZIP of data.csv (one variable per column, choice answers as numeric codes), import.sps (reads
// data.csv with GET DATA, variable labels from the question titles, value labels for coded questions, missing values)
// and README.txt. Checked with GNU PSPP in the test suite.
import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { ExportRow } from '../responses/repository';
import { fromJson } from '../db/values';
import { csvStream } from './csv';
import { latestAnswers } from '../responses/serialize';
import { META_COLUMNS, storedVariables, type Cell, type QuestionColumn, type VariableColumn } from './columns';
import { QUESTION_TYPES } from '../questions/registry';

/** Codes for the two kinds of missing answer, which must never be mixed (docs/design/per-question.md). */
export const MISSING = { noAnswer: -99, notShown: -98 } as const;
/** Code of an "other" answer to a coded question. */
export const OTHER_CODE = 0;
/** Longest labels SPSS keeps. */
const MAX_VARIABLE_LABEL = 255;
const MAX_VALUE_LABEL = 120;
/** Widest string variable SPSS allows, in bytes. */
const MAX_STRING_WIDTH = 32767;

type Item = { id: string; label: string };

interface Variable {
  name: string;
  label: string;
  format: string;
  /** Value labels of a coded or labelled numeric variable. */
  values: [number, string][];
  numericQuestion: boolean;
  cell(row: ExportRow, answers: Map<string, unknown>, shown: Set<string>): Cell;
}

const META_FORMATS: Record<string, string> = {
  responseId: 'A36',
  status: 'A11',
  startedAt: 'A24',
  completedAt: 'A24',
  durationSeconds: 'F12.3',
  questionnaireVersion: 'F8.0',
  collectorId: 'A200',
  device: 'A10',
  browser: 'A100',
  os: 'A100',
  country: 'A2',
  qualityFlags: 'A500',
  riskScore: 'F3.0',
  excluded: 'F1.0',
  endReason: 'A16',
  armId: 'A36',
};

const oneLine = (v: Cell): Cell => (typeof v === 'string' ? v.replace(/[\r\n]+/g, ' ') : v);

function metaVariables(): Variable[] {
  return META_COLUMNS.map((m) => ({
    name: m.header.replace(/([A-Z])/g, '_$1').toLowerCase(),
    label: m.header,
    format: META_FORMATS[m.header],
    values:
      m.header === 'excluded'
        ? [
            [0, 'No'],
            [1, 'Yes'],
          ]
        : [],
    numericQuestion: false,
    cell: (row: ExportRow) => {
      const v = m.cell(row);
      return typeof v === 'boolean' ? Number(v) : oneLine(v);
    },
  }));
}

function codes(column: QuestionColumn): [string, number, string][] {
  const c = column.question.config;
  const own = QUESTION_TYPES[column.question.type].spss.codes;
  return own ? own(c) : ((c.options as Item[] | undefined) ?? []).map((o, i) => [o.id, i + 1, o.label]);
}

function formatOf(q: QuestionColumn['question']): 'coded' | 'integer' | 'decimal' | 'text' {
  const { format } = QUESTION_TYPES[q.type].spss;
  return typeof format === 'function' ? format(q.config) : format;
}

function questionVariable(column: QuestionColumn, index: number): Variable {
  const q = column.question;
  const name = `Q${index + 1}`;
  const label = column.header;
  const missing = (shown: Set<string>) => (shown.has(q.id) ? MISSING.noAnswer : MISSING.notShown);
  const missingLabels: [number, string][] = [
    [MISSING.noAnswer, 'No answer'],
    [MISSING.notShown, 'Not shown'],
  ];
  const format = formatOf(q);
  if (format === 'coded') {
    const table = codes(column);
    const byId = new Map(table.map(([id, code]) => [id, code]));
    return {
      name,
      label,
      format: 'F4.0',
      numericQuestion: true,
      values: [...table.map(([, code, text]): [number, string] => [code, text]), [OTHER_CODE, 'Other'], ...missingLabels],
      cell: (_row, answers, shown) => {
        if (!answers.has(q.id)) return missing(shown);
        const v = answers.get(q.id);
        return typeof v === 'string' ? (byId.get(v) ?? OTHER_CODE) : OTHER_CODE;
      },
    };
  }
  if (format === 'integer' || format === 'decimal') {
    return {
      name,
      label,
      format: format === 'decimal' ? 'F16.4' : 'F4.0',
      numericQuestion: true,
      values: [...(QUESTION_TYPES[q.type].spss.scaleLabels?.(q.config) ?? []), ...missingLabels],
      cell: (_row, answers, shown) => (answers.has(q.id) ? (answers.get(q.id) as number) : missing(shown)),
    };
  }
  const maxChars = typeof q.config.maxLength === 'number' ? q.config.maxLength : MAX_STRING_WIDTH;
  return {
    name,
    label,
    format: `A${Math.min(MAX_STRING_WIDTH, maxChars * 4)}`,
    values: [],
    numericQuestion: false,
    cell: (_row, answers) => (answers.has(q.id) ? oneLine(column.format(answers.get(q.id))) : null),
  };
}

const quote = (s: string, max: number): string =>
  `'${s
    .slice(0, max)
    .replace(/[\r\n]+/g, ' ')
    .replace(/'/g, "''")}'`;

function syntax(title: string, variables: readonly Variable[]): string {
  const numericQuestions = variables.filter((v) => v.numericQuestion).map((v) => v.name);
  const labelled = variables.filter((v) => v.values.length);
  return [
    `* Fieldwork export of the survey ${quote(title, 200)}.`,
    '* Run from the folder that holds data.csv (see README.txt).',
    'GET DATA /TYPE=TXT',
    "  /FILE='data.csv'",
    "  /ENCODING='UTF-8'",
    '  /ARRANGEMENT=DELIMITED',
    '  /DELCASE=LINE',
    '  /FIRSTCASE=2',
    '  /DELIMITERS=","',
    `  /QUALIFIER='"'`,
    '  /VARIABLES=',
    ...variables.map((v) => `    ${v.name} ${v.format}`),
    '.',
    'VARIABLE LABELS',
    variables.map((v) => `  ${v.name} ${quote(v.label, MAX_VARIABLE_LABEL)}`).join('\n  /') + '.',
    ...(labelled.length
      ? [
          'VALUE LABELS',
          labelled
            .map((v) => `  ${v.name}\n${v.values.map(([code, text]) => `    ${code} ${quote(text, MAX_VALUE_LABEL)}`).join('\n')}`)
            .join('\n  /') + '.',
        ]
      : []),
    ...(numericQuestions.length ? [`MISSING VALUES ${numericQuestions.join(' ')} (${MISSING.noAnswer}, ${MISSING.notShown}).`] : []),
    'EXECUTE.',
    "* To keep a .sav file: SAVE OUTFILE='responses.sav'.",
    '',
  ].join('\n');
}

function readme(title: string, variables: readonly Variable[]): string {
  return [
    `Fieldwork export: ${title}`,
    '',
    'Files',
    '  data.csv     the responses, one row per session, one column per variable (UTF-8, comma-separated).',
    '  import.sps   SPSS/PSPP syntax that reads data.csv and applies variable labels, value labels and missing values.',
    '',
    'How to open',
    '  Unzip the folder, make it the working directory (SPSS: File > Open > Syntax, then CD to the folder if needed;',
    '  PSPP: `pspp import.sps` from inside the folder), and run import.sps.',
    '',
    'Codes',
    `  Choice questions are numeric codes (1 = first option; ${OTHER_CODE} = "Other"); the value labels give the option text.`,
    `  Missing values: ${MISSING.noAnswer} = shown but not answered; ${MISSING.notShown} = not shown (logic skipped it or the`,
    '  respondent left before it). Both are declared missing, so they never enter a mean.',
    '  Text answers have line breaks replaced by spaces; several answers are joined with "; ".',
    '',
    'Variables',
    ...variables.map((v) => `  ${v.name.padEnd(22)} ${v.label}`),
    '',
  ].join('\n');
}

/** A calculated variable (docs/design/variables.md) as `var_<name>`: numbers F16.4, booleans 0/1 with labels, strings as text. */
function calculatedVariable(column: VariableColumn): Variable {
  const read = (row: ExportRow): unknown => storedVariables(row)[column.name] ?? null;
  const base = { name: `var_${column.name}`, label: column.label, numericQuestion: false };
  switch (column.type) {
    case 'number':
      return { ...base, format: 'F16.4', values: [], cell: (row) => read(row) as Cell };
    case 'boolean':
      return {
        ...base,
        format: 'F1.0',
        values: [
          [0, 'No'],
          [1, 'Yes'],
        ],
        cell: (row) => {
          const v = read(row);
          return typeof v === 'boolean' ? Number(v) : null;
        },
      };
    case 'string':
      return { ...base, format: `A${MAX_STRING_WIDTH}`, values: [], cell: (row) => oneLine(read(row) as Cell) };
  }
}

export function spssStream(
  title: string,
  columns: readonly QuestionColumn[],
  calculated: readonly VariableColumn[],
  batches: AsyncIterable<ExportRow[]>,
): Readable {
  const variables = [...metaVariables(), ...columns.map(questionVariable), ...calculated.map(calculatedVariable)];
  const data = csvStream(
    variables.map((v) => v.name),
    (async function* () {
      for await (const rows of batches) {
        yield rows.map((row) => {
          const answers = latestAnswers(row);
          const shown = new Set(fromJson<string[]>(row.path, []));
          return variables.map((v) => v.cell(row, answers, shown));
        });
      }
    })(),
  );
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(syntax(title, variables)), 'import.sps');
  zip.addBuffer(Buffer.from(readme(title, variables)), 'README.txt');
  data.on('error', (e) => (zip.outputStream as Readable).destroy(e));
  zip.addReadStream(data, 'data.csv');
  zip.end();
  return zip.outputStream as Readable;
}

// SPSS export: a ZIP of data.csv (the wide layout of wide.ts: one variable per option, grid row or ranked item, choice
// answers as numeric codes), import.sps (reads data.csv with GET DATA; variable labels from the question titles,
// value labels, missing values, measurement levels, multiple-dichotomy sets) and README.txt. Checked with GNU PSPP in
// the test suite, whose frequencies are compared with the API's analytics.
import { PassThrough, type Readable } from 'node:stream';
import type { ExportRow } from '../responses/repository';
import { fromJson } from '../db/values';
import { csvFile, csvLine, neutralised } from './csv';
import type { Line, LineBatch } from './lines';
import { zipStream } from './zip';
import { latestAnswers } from '../responses/serialize';
import { META_COLUMNS, storedVariables, type Cell, type MetaColumn, type QuestionColumn, type VariableColumn } from './columns';
import { CHOSEN, OTHER_CODE, wideQuestion, type DichotomySet, type Level, type WideQuestion } from './wide';

/** Codes for the two kinds of missing answer, which must never be mixed (docs/design/per-question.md). */
export const MISSING = { noAnswer: -99, notShown: -98 } as const;
const MISSING_LABELS: [number, string][] = [
  [MISSING.noAnswer, 'No answer'],
  [MISSING.notShown, 'Not shown'],
];
/** What SPSS keeps at most: a variable's label and a value's label (characters), a string variable's width (bytes). */
const SPSS_LIMITS = { variableLabel: 255, valueLabel: 120, stringWidth: 32767 } as const;

export interface Variable {
  name: string;
  label: string;
  /** Its input format; null for a string as wide as its longest value in this file (measured while writing). */
  format: string | null;
  level: Level;
  /** Value labels of a coded or labelled numeric variable. */
  values: [number, string][];
  /** Takes the two missing codes (a question's numbers). */
  missing: boolean;
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
  language: 'A35', // a BCP 47 tag (LOCALIZATION.maxTagLength)
};
/** The metadata that are measures or ranks; the rest are names (nominal). */
const META_LEVELS: Record<string, Level> = { durationSeconds: 'scale', riskScore: 'scale', questionnaireVersion: 'ordinal' };

const oneLine = (v: Cell): Cell => (typeof v === 'string' ? v.replace(/[\r\n]+/g, ' ') : v);

function metaVariables(meta: readonly MetaColumn[]): Variable[] {
  return meta.map((m) => ({
    name: m.header.replace(/([A-Z])/g, '_$1').toLowerCase(),
    label: m.header,
    format: META_FORMATS[m.header] ?? null, // a hidden field's text is as wide as its longest value
    level: META_LEVELS[m.header] ?? 'nominal',
    values:
      m.header === 'excluded'
        ? [
            [0, 'No'],
            [1, 'Yes'],
          ]
        : [],
    missing: false,
    cell: (row: ExportRow) => {
      const v = m.cell(row);
      return typeof v === 'boolean' ? Number(v) : oneLine(v);
    },
  }));
}

/** A question's variables (wide.ts): numbers take a missing code when the question, or their part of it, has no answer. */
function questionVariables({ question: q, variables }: WideQuestion): Variable[] {
  return variables.map((v): Variable => {
    const base = { name: v.name, label: v.header, level: v.level };
    if (v.kind === 'text')
      return {
        ...base,
        format: null,
        values: [],
        missing: false,
        cell: (_row, answers) => (answers.has(q.id) ? oneLine(v.read(answers.get(q.id))) : null),
      };
    return {
      ...base,
      format: v.decimals ? 'F16.4' : 'F4.0',
      values: [...v.values, ...MISSING_LABELS],
      missing: true,
      cell: (_row, answers, shown) => {
        if (!answers.has(q.id)) return shown.has(q.id) ? MISSING.noAnswer : MISSING.notShown;
        return v.read(answers.get(q.id)) ?? MISSING.noAnswer;
      },
    };
  });
}

const quote = (s: string, max: number): string =>
  `'${s
    .slice(0, max)
    .replace(/[\r\n]+/g, ' ')
    .replace(/'/g, "''")}'`;

const LEVEL_WORDS: Record<Level, string> = { nominal: 'NOMINAL', ordinal: 'ORDINAL', scale: 'SCALE' };

/** The syntax that reads data.csv; `width` gives a measured string variable's width (its longest value, at least 1). */
function syntax(title: string, variables: readonly Variable[], sets: readonly DichotomySet[], width: (v: Variable) => number): string {
  const missing = variables.filter((v) => v.missing).map((v) => v.name);
  const labelled = variables.filter((v) => v.values.length);
  const levels = (['nominal', 'ordinal', 'scale'] as const)
    .map((level) => [level, variables.filter((v) => v.level === level).map((v) => v.name)] as const)
    .filter(([, names]) => names.length);
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
    ...variables.map((v) => `    ${v.name} ${v.format ?? `A${width(v)}`}`),
    '.',
    'VARIABLE LABELS',
    variables.map((v) => `  ${v.name} ${quote(v.label, SPSS_LIMITS.variableLabel)}`).join('\n  /') + '.',
    ...(labelled.length
      ? [
          'VALUE LABELS',
          labelled
            .map((v) => `  ${v.name}\n${v.values.map(([code, text]) => `    ${code} ${quote(text, SPSS_LIMITS.valueLabel)}`).join('\n')}`)
            .join('\n  /') + '.',
        ]
      : []),
    ...(missing.length ? [`MISSING VALUES ${missing.join(' ')} (${MISSING.noAnswer}, ${MISSING.notShown}).`] : []),
    'VARIABLE LEVEL',
    levels.map(([level, names]) => `  ${names.join(' ')} (${LEVEL_WORDS[level]})`).join('\n  /') + '.',
    ...(sets.length
      ? [
          'MRSETS',
          sets
            .map(
              (set) =>
                `  /MDGROUP NAME=${set.name} LABEL=${quote(set.label, SPSS_LIMITS.variableLabel)}\n    VARIABLES=${set.variables.join(' ')} VALUE=${CHOSEN.yes}`,
            )
            .join('\n') + '.',
        ]
      : []),
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
    '  import.sps   SPSS/PSPP syntax that reads data.csv and applies variable labels, value labels, missing values,',
    '               measurement levels and multiple-response sets.',
    '',
    'How to open',
    '  Unzip the folder, make it the working directory (SPSS: File > Open > Syntax, then CD to the folder if needed;',
    '  PSPP: `pspp import.sps` from inside the folder), and run import.sps.',
    '',
    'Codes',
    `  Single-choice questions are numeric codes (1 = first option; ${OTHER_CODE} = "Other", its text in <name>_other); the`,
    '  value labels give the option text.',
    `  A multiple-choice question is one variable per option, ${CHOSEN.yes} = chosen and ${CHOSEN.no} = not chosen (<name>_1, <name>_2, ...;`,
    `  <name>_${OTHER_CODE} = "Other"), grouped as a multiple-dichotomy set ($<name>) for MULT RESPONSE and CTABLES.`,
    '  A grid is one variable per row (<name>_<row>, coded by column), or per row and column when a row takes several',
    '  answers or text (<name>_<row>_<column>); a ranking one variable per item holding its rank (1 = first); a',
    '  constant sum one amount per option; a card sort one category code per card.',
    `  Missing values: ${MISSING.noAnswer} = shown but not answered; ${MISSING.notShown} = not shown (logic skipped it or the`,
    '  respondent left before it). Both are declared missing, so they never enter a mean.',
    '  Measurement levels: choices are nominal, ratings and ranks ordinal, numbers and amounts scale.',
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
  const base = { name: `var_${column.name}`, label: column.label, missing: false };
  switch (column.type) {
    case 'number':
      return { ...base, format: 'F16.4', level: 'scale', values: [], cell: (row) => read(row) as Cell };
    case 'boolean':
      return {
        ...base,
        format: 'F1.0',
        level: 'nominal',
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
      return { ...base, format: null, level: 'nominal', values: [], cell: (row) => oneLine(read(row) as Cell) };
  }
}

/** SPSS's reserved words: never a variable name (`to` in a VARIABLE LEVEL list would read as a range). */
const SPSS_KEYWORDS = new Set(['all', 'and', 'by', 'eq', 'ge', 'gt', 'le', 'lt', 'ne', 'not', 'or', 'to', 'with']);

/**
 * Hidden fields are named by the survey's owner: one named like another variable (`response_id`, `Q1`, `var_score`;
 * SPSS compares names without case) or like a reserved word is renamed `hidden_<name>` (then `hidden_<name>_2`, ...),
 * as the CSV renames one that a metadata column has. The other variables' names are the service's own and stay.
 */
function unclashHidden(hidden: readonly Variable[], all: readonly Variable[]): void {
  const taken = new Set(all.filter((v) => !hidden.includes(v)).map((v) => v.name.toLowerCase()));
  const clashes = (name: string) => taken.has(name.toLowerCase()) || SPSS_KEYWORDS.has(name.toLowerCase());
  const renamed = hidden.filter((v) => clashes(v.name));
  for (const v of hidden) if (!renamed.includes(v)) taken.add(v.name.toLowerCase()); // a fitting name stays its field's
  for (const v of renamed) {
    const base = `hidden_${v.name}`;
    let name = base;
    for (let n = 2; clashes(name); n++) name = `${base}_${n}`;
    v.name = name;
    taken.add(name.toLowerCase());
  }
}

/** A survey's SPSS variables, and how a session's data.csv line is written with the widths of its text variables. */
export function spssLines(
  columns: readonly QuestionColumn[],
  calculated: readonly VariableColumn[],
  meta: readonly MetaColumn[] = META_COLUMNS,
): { variables: Variable[]; sets: DichotomySet[]; render(row: ExportRow): Line } {
  const wide = columns.map(wideQuestion);
  const metas = metaVariables(meta);
  const variables = [...metas, ...wide.flatMap(questionVariables), ...calculated.map(calculatedVariable)];
  unclashHidden(metas.slice(META_COLUMNS.length), variables);
  const measured = variables.flatMap((v, i) => (v.format === null ? [i] : []));
  return {
    variables,
    sets: wide.flatMap((w) => w.sets),
    render: (row) => {
      const answers = latestAnswers(row);
      const shown = new Set(fromJson<string[]>(row.path, []));
      const cells = variables.map((v) => v.cell(row, answers, shown));
      const widths = measured.map((i) => {
        const cell = cells[i];
        return typeof cell === 'string' ? Buffer.byteLength(neutralised(cell)) : 0;
      });
      return { line: csvLine(cells), widths: widths.join(',') };
    },
  };
}

/**
 * The ZIP, streamed: README.txt, data.csv (the lines of spssLines()), then import.sps, written once the data is, so
 * that each text variable is declared as wide as its longest value in this file (at least 1 byte, at most SPSS's
 * 32,767) and no coded or short answer sits in a 32,767-byte string.
 */
export function spssFile(
  title: string,
  { variables, sets }: { variables: readonly Variable[]; sets: readonly DichotomySet[] },
  batches: AsyncIterable<LineBatch>,
): Readable {
  const measured = variables.filter((v) => v.format === null);
  const widest = measured.map(() => 1);
  const sps = new PassThrough();
  const data = csvFile(
    variables.map((v) => v.name),
    (async function* () {
      for await (const batch of batches) {
        for (const widths of batch.widths) {
          if (!widths) continue;
          const each = widths.split(',');
          for (let i = 0; i < widest.length; i++) widest[i] = Math.max(widest[i], Number(each[i]) || 0);
        }
        yield batch;
      }
      const width = new Map(measured.map((v, i) => [v, Math.min(SPSS_LIMITS.stringWidth, widest[i])]));
      sps.end(Buffer.from(syntax(title, variables, sets, (v) => width.get(v) ?? 1)));
    })(),
  );
  return zipStream([
    ['README.txt', Buffer.from(readme(title, variables))],
    ['data.csv', data],
    ['import.sps', sps],
  ]);
}

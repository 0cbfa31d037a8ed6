// The wide layout of a question's answers (docs/design/exports.md): one variable per option, grid row or ranked
// item, so a statistician counts and cross-tabulates without splitting joined text. The SPSS export and the CSV's
// `layout=wide` share it: SPSS writes the codes and declares their labels, the CSV writes the labels.
import type { FlowQuestion } from '../questionnaire/questionnaire';
import { QUESTION_TYPES, type SpssLayout } from '../questions/registry';
import type { ExportRow } from '../responses/repository';
import { latestAnswers } from '../responses/serialize';
import { META_COLUMNS, variableCells, type Cell, type MetaColumn, type QuestionColumn, type VariableColumn } from './columns';

/** SPSS's measurement levels. */
export type Level = 'nominal' | 'ordinal' | 'scale';
type Item = { id: string; label: string };
type Obj = Record<string, unknown>;
type Value = number | string | null;

/** Code of an "other" answer to a coded question, and the suffix of a multiple choice's "other" dichotomy. */
export const OTHER_CODE = 0;
/** The two values of a dichotomy: the one a multiple-dichotomy set counts is 1. */
export const CHOSEN = { no: 0, yes: 1 } as const;
const CHOSEN_LABELS: [number, string][] = [
  [CHOSEN.no, 'Not chosen'],
  [CHOSEN.yes, 'Chosen'],
];

export interface WideVariable {
  /** Its SPSS name: `Q3`, `Q3_2` (an option, row or item), `Q3_2_1` (a row's column), `Q3_other` (other text). */
  name: string;
  /** The column header and SPSS variable label: the question's header, then what the variable is of it. */
  header: string;
  kind: 'number' | 'text';
  level: Level;
  /** A quantity with decimals (F16.4) rather than a whole code or rating (F4.0). */
  decimals: boolean;
  /** Value labels. */
  values: [number, string][];
  /** The values are codes whose labels are the answer (a CSV writes the label); otherwise they label a scale's points. */
  coded: boolean;
  /** The variable's value for an answer to its question; null when that answer leaves it empty (a row not answered). */
  read(answer: unknown): Value;
}

/** A multiple-dichotomy set (SPSS `MRSETS /MDGROUP`): the 0/1 variables of one multiple choice, or of one grid row. */
export interface DichotomySet {
  name: string;
  label: string;
  variables: string[];
}

export interface WideQuestion {
  question: FlowQuestion;
  variables: WideVariable[];
  sets: DichotomySet[];
}

const items = (list: unknown): Item[] => (list as Item[] | undefined) ?? [];
const otherText = (v: unknown): string | null => {
  const other = (v as Obj | null)?.other;
  return typeof other === 'string' ? other : null;
};
const part = (header: string, ...parts: string[]): string => [header, ...parts].join(': ');

function layoutOf(q: FlowQuestion): SpssLayout {
  const { layout } = QUESTION_TYPES[q.type].spss;
  return typeof layout === 'function' ? layout(q.config) : layout;
}

/** A coded question's codes (id, code, label): the options 1, 2, ... unless its type has its own. */
function codesOf(q: FlowQuestion): [string, number, string][] {
  const own = QUESTION_TYPES[q.type].spss.codes;
  return own ? own(q.config) : items(q.config.options).map((o, i) => [o.id, i + 1, o.label]);
}

const codeTable = (list: Item[]) => ({
  byId: new Map(list.map((o, i) => [o.id, i + 1])),
  values: list.map((o, i): [number, string] => [i + 1, o.label]),
});

const numeric = (
  name: string,
  header: string,
  level: Level,
  read: WideVariable['read'],
  extra: Partial<WideVariable> = {},
): WideVariable => ({
  name,
  header,
  kind: 'number',
  level,
  decimals: false,
  values: [],
  coded: false,
  read,
  ...extra,
});

const text = (name: string, header: string, read: WideVariable['read']): WideVariable => ({
  name,
  header,
  kind: 'text',
  level: 'nominal',
  decimals: false,
  values: [],
  coded: false,
  read,
});

const dichotomy = (name: string, header: string, chosen: (v: unknown) => boolean | null): WideVariable =>
  numeric(
    name,
    header,
    'nominal',
    (v) => {
      const c = chosen(v);
      return c === null ? null : c ? CHOSEN.yes : CHOSEN.no;
    },
    { values: CHOSEN_LABELS },
  );

/** The variables of one question column; `index` numbers it among the questions (Q1 is the first). */
export function wideQuestion(column: QuestionColumn, index: number): WideQuestion {
  const q = column.question;
  const base = `Q${index + 1}`;
  const header = column.header;
  const c = q.config;
  const of = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
  const variables: WideVariable[] = [];
  const sets: DichotomySet[] = [];
  // One coded variable per item (a grid row, a card), its value the code of what the answer maps the item to.
  const codedPerItem = (list: Item[], table: Item[], level: Level) => {
    const codes = codeTable(table);
    list.forEach((item, i) =>
      variables.push(
        numeric(`${base}_${i + 1}`, part(header, item.label), level, (v) => codes.byId.get(String(of(v)[item.id])) ?? null, {
          coded: true,
          values: codes.values,
        }),
      ),
    );
  };
  const set = (name: string, label: string, members: WideVariable[]) => sets.push({ name, label, variables: members.map((m) => m.name) });
  switch (layoutOf(q)) {
    case 'coded': {
      const table = codesOf(q);
      const byId = new Map(table.map(([id, code]) => [id, code]));
      variables.push(
        numeric(base, header, 'nominal', (v) => (typeof v === 'string' ? (byId.get(v) ?? OTHER_CODE) : OTHER_CODE), {
          coded: true,
          values: [...table.map(([, code, label]): [number, string] => [code, label]), [OTHER_CODE, 'Other']],
        }),
      );
      if (c.allowOther === true) variables.push(text(`${base}_other`, part(header, 'Other (text)'), otherText));
      break;
    }
    case 'integer':
    case 'decimal': {
      const decimals = layoutOf(q) === 'decimal';
      const values = QUESTION_TYPES[q.type].spss.scaleLabels?.(c) ?? [];
      variables.push(
        numeric(base, header, decimals ? 'scale' : 'ordinal', (v) => (typeof v === 'number' ? v : null), { decimals, values }),
      );
      break;
    }
    case 'text':
      variables.push(text(base, header, (v) => column.format(v) as Value));
      break;
    case 'dichotomies': {
      const chosen = items(c.options).map((o, i) =>
        dichotomy(`${base}_${i + 1}`, part(header, o.label), (v) => Array.isArray(v) && v.includes(o.id)),
      );
      if (c.allowOther === true)
        chosen.push(
          dichotomy(`${base}_${OTHER_CODE}`, part(header, 'Other'), (v) => Array.isArray(v) && v.some((x) => otherText(x) !== null)),
        );
      variables.push(...chosen);
      if (c.allowOther === true)
        variables.push(
          text(`${base}_other`, part(header, 'Other (text)'), (v) =>
            Array.isArray(v) ? (v.map(otherText).find((x) => x !== null) ?? null) : null,
          ),
        );
      set(`$${base}`, header, chosen);
      break;
    }
    case 'rows':
      codedPerItem(items(c.rows), items(c.columns), 'ordinal');
      break;
    case 'row_dichotomies':
      items(c.rows).forEach((r, i) => {
        const row = items(c.columns).map((col, j) =>
          dichotomy(`${base}_${i + 1}_${j + 1}`, part(header, r.label, col.label), (v) => {
            const cell = of(v)[r.id];
            return Array.isArray(cell) ? cell.includes(col.id) : null;
          }),
        );
        variables.push(...row);
        set(`$${base}_${i + 1}`, part(header, r.label), row);
      });
      break;
    case 'row_texts':
      items(c.rows).forEach((r, i) =>
        items(c.columns).forEach((col, j) =>
          variables.push(
            text(`${base}_${i + 1}_${j + 1}`, part(header, r.label, col.label), (v) => {
              const cell = of(of(v)[r.id])[col.id];
              return typeof cell === 'string' ? cell : null;
            }),
          ),
        ),
      );
      break;
    case 'ranks':
      items(c.options).forEach((o, i) =>
        variables.push(
          numeric(`${base}_${i + 1}`, part(header, o.label), 'ordinal', (v) => {
            const at = Array.isArray(v) ? v.indexOf(o.id) : -1;
            return at < 0 ? null : at + 1;
          }),
        ),
      );
      break;
    case 'amounts':
      // A constant sum names the options it gives a share to: the others got none of the total.
      items(c.options).forEach((o, i) =>
        variables.push(
          numeric(
            `${base}_${i + 1}`,
            part(header, o.label),
            'scale',
            (v) => {
              const n = of(v)[o.id];
              return typeof n === 'number' ? n : 0;
            },
            { decimals: true },
          ),
        ),
      );
      break;
    case 'cards':
      codedPerItem(items(c.cards), items(c.categories), 'nominal');
      break;
  }
  return { question: q, variables, sets };
}

/** How the CSV's wide layout writes a value: a code as its label, anything else as it is. */
function labelled(variable: WideVariable, value: Value): Value {
  if (!variable.coded || typeof value !== 'number') return value;
  return variable.values.find(([code]) => code === value)?.[1] ?? value;
}

/** The CSV's `layout=wide` header: the metadata, each question's variables, then the calculated variables. */
export function wideHeaders(
  wide: readonly WideQuestion[],
  variables: readonly VariableColumn[],
  meta: readonly MetaColumn[] = META_COLUMNS,
): string[] {
  return [...meta.map((m) => m.header), ...wide.flatMap((w) => w.variables.map((v) => v.header)), ...variables.map((v) => v.header)];
}

/**
 * One session's cells in the CSV's wide layout, aligned with wideHeaders(): a dichotomy 1 or 0, a coded variable its
 * label, a rank or amount its number; empty when the question, or this part of it, has no answer.
 */
export function wideCells(
  row: ExportRow,
  wide: readonly WideQuestion[],
  variables: readonly VariableColumn[],
  meta: readonly MetaColumn[] = META_COLUMNS,
): Cell[] {
  const answers = latestAnswers(row);
  const out: Cell[] = meta.map((m) => m.cell(row));
  for (const { question, variables: parts } of wide) {
    const answered = answers.has(question.id);
    const answer = answers.get(question.id);
    for (const v of parts) out.push(answered ? labelled(v, v.read(answer)) : null);
  }
  variableCells(row, variables, out, out.length);
  return out;
}

// The columns of an export (docs/design/exports.md): metadata in a fixed order, then one column per analysed question headed by its
// title (repeats disambiguated). Cells show labels, not ids; several answers are joined with "; ". The columns
// depend only on the questionnaire, never on which sessions are in the file.
import type { ExportRow } from '../responses/repository';
import { fromFlag, fromJson } from '../db/values';
import { isScreen, QUESTION_TYPES } from '../questions/registry';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import type { StoredAnswer } from '../answers';
import type { HiddenField } from '../hidden-fields/declared';
import { maskedHidden, openValue } from '../hidden-fields/values';

export type Cell = string | number | boolean | null;
export const JOIN = '; ';

type Item = { id: string; label: string };
type Obj = Record<string, unknown>;

export interface MetaColumn {
  header: string;
  cell(row: ExportRow): Cell;
}

export const META_COLUMNS: readonly MetaColumn[] = [
  { header: 'responseId', cell: (r) => r.id },
  { header: 'status', cell: (r) => r.status },
  { header: 'startedAt', cell: (r) => r.started_at },
  { header: 'completedAt', cell: (r) => r.completed_at },
  { header: 'durationSeconds', cell: (r) => (r.duration_seconds === null ? null : Number(r.duration_seconds)) },
  { header: 'questionnaireVersion', cell: (r) => r.questionnaire_version },
  { header: 'collectorId', cell: (r) => r.collector_id },
  { header: 'device', cell: (r) => r.device_type },
  { header: 'browser', cell: (r) => r.browser },
  { header: 'os', cell: (r) => r.os },
  { header: 'country', cell: (r) => r.country },
  { header: 'qualityFlags', cell: (r) => (r.quality_flags === '[]' ? '' : fromJson<string[]>(r.quality_flags, []).join(JOIN)) },
  { header: 'riskScore', cell: (r) => r.risk_score },
  { header: 'excluded', cell: (r) => fromFlag(r.excluded) },
  // Beyond docs/design/exports.md's list, appended so its order holds: a screened-out session is `completed` but not a completion.
  { header: 'endReason', cell: (r) => r.end_reason },
  // The calibration arm (docs/design/calibration.md) whose wording the session saw.
  { header: 'armId', cell: (r) => r.arm_id },
  // The language the respondent was served (docs/design/localization.md); answers are by option id, labels the default's.
  { header: 'language', cell: (r) => r.language },
];

/**
 * The metadata columns of a survey's export: META_COLUMNS, then one per hidden field declared now (its name; one a
 * metadata column already has is `hidden_<name>`), holding its value; a personal field's column stays empty, so files
 * carry no personal data (docs/design/hidden-fields.md).
 */
export function metaColumns(declared: readonly HiddenField[]): readonly MetaColumn[] {
  if (!declared.length) return META_COLUMNS;
  const taken = new Set(META_COLUMNS.map((m) => m.header));
  const shown = declared.filter((f) => !f.personal);
  return [
    ...META_COLUMNS,
    ...shown.map((f) => ({
      header: taken.has(f.name) ? `hidden_${f.name}` : f.name,
      cell: (r: ExportRow): Cell => (r.hidden === '{}' ? null : openValue(f, maskedHidden(r))),
    })),
  ];
}

const labelMap = (items: unknown): Map<string, string> => new Map(((items as Item[] | undefined) ?? []).map((o) => [o.id, o.label]));

/** How a choice answer reads: the option's label, or the respondent's own text for "other". */
function choiceLabel(labels: Map<string, string>, v: unknown): string {
  if (typeof v === 'string') return labels.get(v) ?? v;
  const other = (v as Obj | null)?.other;
  return typeof other === 'string' ? `Other: ${other}` : JSON.stringify(v);
}

const pairs = (v: unknown, render: (key: string, value: unknown) => string): string =>
  Object.entries((v ?? {}) as Obj)
    .map(([k, x]) => render(k, x))
    .join(JOIN);

type Format = (value: unknown) => Cell;

/** A formatter for the answers of `question`, with its label tables built once (exports call it per row). */
export function answerFormatter(question: FlowQuestion): Format {
  const c = question.config;
  const options = labelMap(c.options);
  switch (QUESTION_TYPES[question.type].cells) {
    case 'choice':
      return (value) => choiceLabel(options, value);
    case 'choices':
      return (value) => (Array.isArray(value) ? value.map((x) => choiceLabel(options, x)).join(JOIN) : choiceLabel(options, value));
    case 'yes_no': {
      const yes = String(c.yesLabel ?? 'Yes');
      const no = String(c.noLabel ?? 'No');
      return (value) => (value === 'yes' ? yes : no);
    }
    case 'grid': {
      const rows = labelMap(c.rows);
      const columns = labelMap(c.columns);
      return (value) =>
        pairs(value, (row, cell) => {
          const label = rows.get(row) ?? row;
          if (typeof cell === 'string') return `${label}: ${columns.get(cell) ?? cell}`;
          if (Array.isArray(cell)) return `${label}: ${cell.map((x) => columns.get(String(x)) ?? x).join(', ')}`;
          return pairs(cell, (col, text) => `${label} / ${columns.get(col) ?? col}: ${String(text)}`);
        });
    }
    case 'constant_sum':
      return (value) => pairs(value, (id, n) => `${options.get(id) ?? id}: ${String(n)}`);
    case 'maxdiff':
      return (value) =>
        ((value ?? []) as { best: string; worst: string }[])
          .map((s) => `best: ${options.get(s.best) ?? s.best}, worst: ${options.get(s.worst) ?? s.worst}`)
          .join(JOIN);
    case 'card_sort': {
      const cards = labelMap(c.cards);
      const categories = labelMap(c.categories);
      return (value) =>
        pairs(value, (card, category) => `${cards.get(card) ?? card}: ${categories.get(String(category)) ?? String(category)}`);
    }
    case 'fields':
      return (value) => pairs(value, (field, text) => `${field}: ${String(text)}`);
    case 'files':
      return (value) => (Array.isArray(value) ? value.join(JOIN) : String(value));
    case 'consent':
      return (value) => (value === true ? 'Yes' : null);
    case 'plain':
      return (value) => (typeof value === 'number' || typeof value === 'string' ? value : JSON.stringify(value));
  }
}

/** Formats one answer of `question` for a spreadsheet cell. */
export const formatAnswer = (question: FlowQuestion, value: unknown): Cell => answerFormatter(question)(value);

export interface QuestionColumn {
  header: string;
  question: FlowQuestion;
  format: Format;
}

/** One column per analysed question, in position order; a repeated title gets " (2)", " (3)". */
export function questionColumns(questions: readonly FlowQuestion[], meta: readonly MetaColumn[] = META_COLUMNS): QuestionColumn[] {
  const used = new Map<string, number>();
  const taken = new Set(meta.map((m) => m.header));
  return questions
    .filter((q) => !isScreen(q.type))
    .map((question) => {
      let header = question.title;
      let n = used.get(question.title) ?? 1;
      while (taken.has(header)) header = `${question.title} (${++n})`;
      used.set(question.title, n);
      taken.add(header);
      return { header, question, format: answerFormatter(question) };
    });
}

/** Which columns hold moments in time (startedAt, completedAt) or calendar dates (date questions), by position: a
 * spreadsheet writes those as date cells, not text. */
export type DateKind = 'datetime' | 'date' | null;
export function dateKinds(
  columns: readonly QuestionColumn[],
  variables: readonly VariableColumn[] = [],
  meta: readonly MetaColumn[] = META_COLUMNS,
): DateKind[] {
  return [
    ...meta.map((m): DateKind => (m.header === 'startedAt' || m.header === 'completedAt' ? 'datetime' : null)),
    ...columns.map((c): DateKind => (c.question.type === 'date' ? 'date' : null)),
    ...variables.map((): DateKind => null),
  ];
}

/** A calculated variable's column (docs/design/variables.md), after the question columns, headed by its name. */
export interface VariableColumn {
  header: string;
  name: string;
  label: string;
  type: 'number' | 'string' | 'boolean';
}

/** One column per calculated variable, in definition order; a header a question column already has gets " (2)". */
export function variableColumns(
  definitions: readonly { name: string; label: string | null; type: VariableColumn['type'] }[],
  questions: readonly QuestionColumn[],
  meta: readonly MetaColumn[] = META_COLUMNS,
): VariableColumn[] {
  const taken = new Set([...meta.map((m) => m.header), ...questions.map((c) => c.header)]);
  return definitions.map((d) => {
    let header = d.name;
    for (let n = 2; taken.has(header); n++) header = `${d.name} (${n})`;
    taken.add(header);
    return { header, name: d.name, label: d.label ?? d.name, type: d.type };
  });
}

/** A session's stored variable values by name (none before it completed). */
export function storedVariables(row: Pick<ExportRow, 'variables'>): Record<string, unknown> {
  return row.variables === '{}' ? {} : fromJson<Record<string, unknown>>(row.variables, {});
}

export function headers(
  columns: readonly QuestionColumn[],
  variables: readonly VariableColumn[] = [],
  meta: readonly MetaColumn[] = META_COLUMNS,
): string[] {
  return [...meta.map((m) => m.header), ...columns.map((c) => c.header), ...variables.map((v) => v.header)];
}

/** The cells of one session, aligned with headers(). */
export function cells(
  row: ExportRow,
  columns: readonly QuestionColumn[],
  variables: readonly VariableColumn[] = [],
  meta: readonly MetaColumn[] = META_COLUMNS,
): Cell[] {
  const out: Cell[] = new Array(meta.length + columns.length + variables.length).fill(null);
  for (let i = 0; i < meta.length; i++) out[i] = meta[i].cell(row);
  const index = columnIndex(columns);
  // Answers in order, so a loop's later answer overwrites the earlier one.
  const latest: unknown[] = new Array(columns.length);
  for (const a of fromJson<StoredAnswer[]>(row.answers, [])) {
    const at = index.get(a.questionId);
    if (at !== undefined) latest[at] = a.value;
  }
  for (let i = 0; i < columns.length; i++) if (latest[i] !== undefined) out[meta.length + i] = columns[i].format(latest[i]);
  variableCells(row, variables, out, meta.length + columns.length);
  return out;
}

/** Writes the session's calculated variables into `out` from position `at`. */
export function variableCells(row: ExportRow, variables: readonly VariableColumn[], out: Cell[], at: number): void {
  if (!variables.length || row.variables === '{}') return;
  const values = storedVariables(row);
  for (let i = 0; i < variables.length; i++) out[at + i] = (values[variables[i].name] as Cell | undefined) ?? null;
}

const indexes = new WeakMap<readonly QuestionColumn[], Map<string, number>>();
/** Question id -> column position, built once per column list. */
function columnIndex(columns: readonly QuestionColumn[]): Map<string, number> {
  let index = indexes.get(columns);
  if (!index) {
    index = new Map(columns.map((c, i) => [c.question.id, i]));
    indexes.set(columns, index);
  }
  return index;
}

// The survey's questions as the review reads them: what kind each is (closed, open, grid, personal data, or a screen
// that collects nothing), its options and grid size, and the line the wording rules check (the title with its
// answer options in brackets, as the health check reads a pasted question).
import type { QuestionRow } from '../db/schema';
import { fromFlag, fromJson } from '../db/values';
import { QUESTION_TYPES, type ReviewKind } from '../questions/registry';
import type { QuestionType } from '../questions/table';

export type Kind = ReviewKind;

export interface ReviewQuestion {
  id: string;
  /** 1-based position among the questions that collect an answer. */
  number: number;
  type: QuestionType;
  title: string;
  kind: Kind;
  required: boolean;
  options: string[];
  gridRows: number;
  gridColumns: number;
  /** What the wording rules read. */
  line: string;
}

interface Config {
  options?: { label: string }[];
  labels?: string[];
  rows?: { label: string }[];
  columns?: { label: string }[];
  allowOther?: boolean;
}

export function readQuestionnaire(rows: readonly QuestionRow[]): ReviewQuestion[] {
  let number = 0;
  return rows.map((row) => {
    const config = fromJson<Config>(row.config, {});
    const kind = QUESTION_TYPES[row.type].review;
    if (kind !== 'screen') number += 1;
    // A grid's columns are its scale, read per row; the wording rules check lists of options.
    const options = [...(config.options ?? []).map((o) => o.label), ...(config.labels ?? []), ...(config.allowOther ? ['Other'] : [])];
    // Commas inside a label would split it when the rules read the options back.
    const listed = options.map((o) => o.replace(/[,;/|()]/g, ' ').trim()).filter(Boolean);
    return {
      id: row.id,
      number: kind === 'screen' ? 0 : number,
      type: row.type,
      title: row.title,
      kind,
      required: fromFlag(row.required),
      options,
      gridRows: config.rows?.length ?? 0,
      gridColumns: config.columns?.length ?? 0,
      line: listed.length >= 2 ? `${row.title} (${listed.join(', ')})` : row.title,
    };
  });
}

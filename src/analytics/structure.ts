// A survey's questionnaire as the analytics read it: which questions are analysed and with which statistics, the
// grids that straightlining looks at, the open-text and attention-check questions the quality rules need.
import { NO_ANSWER_TYPES } from '../responses/answers';
import type { FlowQuestion, Questionnaire } from '../responses/questionnaire';
import { QUALITY } from './thresholds';

export type StatKind = 'choice' | 'scale' | 'nps' | 'matrix' | 'ranking' | 'number' | 'date' | 'text' | 'basic';

const KIND: Record<string, StatKind> = {
  single_choice: 'choice', multiple_choice: 'choice', dropdown: 'choice', yes_no: 'choice', image_choice: 'choice',
  attention_check: 'choice',
  likert: 'scale', stars: 'scale', slider: 'scale', opinion_scale: 'scale', semantic_differential: 'scale', csat: 'scale',
  ces: 'scale', emoji_rating: 'scale',
  nps: 'nps',
  matrix_single: 'matrix', matrix_multiple: 'matrix', card_sort: 'matrix',
  ranking: 'ranking',
  number: 'number',
  date: 'date',
  short_text: 'text', long_text: 'text',
};

export const statKind = (type: string): StatKind => KIND[type] ?? 'basic';

/** Open-text questions: the ones quality rules read for non-answers, pastes and copied text. */
export const OPEN_TEXT_TYPES: ReadonlySet<string> = new Set(['short_text', 'long_text']);

/** The range of a scale question as configured (the defaults match the answer checks). */
export function scaleRange(q: FlowQuestion): { min: number; max: number; step: number } {
  const c = q.config;
  const n = (k: string, d: number): number => (typeof c[k] === 'number' ? (c[k] as number) : d);
  switch (q.type) {
    case 'nps':
      return { min: 0, max: 10, step: 1 };
    case 'slider':
      return { min: n('min', 0), max: n('max', 100), step: n('step', 1) };
    case 'opinion_scale':
      return { min: n('min', 1), max: n('max', 10), step: 1 };
    case 'stars':
      return { min: 1, max: n('max', 5), step: 1 };
    case 'semantic_differential':
    case 'ces':
      return { min: 1, max: n('points', 7), step: 1 };
    default:
      return { min: 1, max: n('points', 5), step: 1 };
  }
}

export interface Grid {
  kind: 'matrix' | 'scale_run';
  questionIds: string[];
}

export class Structure {
  /** Every question in position order (screens included: they are nodes of the flow). */
  readonly questions: readonly FlowQuestion[];
  /** Questions with statistics: never welcome, thank-you or statement screens. */
  readonly analysed: readonly FlowQuestion[];
  readonly grids: readonly Grid[];
  private readonly index: Map<string, number>;

  constructor(readonly questionnaire: Questionnaire) {
    this.questions = questionnaire.questions;
    this.analysed = this.questions.filter((q) => !NO_ANSWER_TYPES.has(q.type));
    this.index = new Map(this.questions.map((q, i) => [q.id, i]));
    this.grids = findGrids(this.analysed);
  }

  get(id: string): FlowQuestion | undefined {
    return this.questionnaire.get(id);
  }

  /** Order of a question in the questionnaire (positions are gap-free, so this is its position), or -1. */
  order(id: string): number {
    return this.index.get(id) ?? -1;
  }

  isAnalysed(id: string): boolean {
    const q = this.get(id);
    return Boolean(q && !NO_ANSWER_TYPES.has(q.type));
  }
}

const scaleSignature = (q: FlowQuestion): string | null => {
  if (statKind(q.type) !== 'scale' && q.type !== 'nps') return null;
  const r = scaleRange(q);
  return `${q.type}:${r.min}:${r.max}:${r.step}`;
};

/** Matrices with enough rows, and runs of consecutive questions on one scale long enough to straightline. */
function findGrids(analysed: readonly FlowQuestion[]): Grid[] {
  const grids: Grid[] = [];
  let run: FlowQuestion[] = [];
  let signature: string | null = null;
  const closeRun = (): void => {
    if (run.length >= QUALITY.straightlineScaleRun) grids.push({ kind: 'scale_run', questionIds: run.map((q) => q.id) });
    run = [];
  };
  for (const q of analysed) {
    const rows = q.config.rows;
    if (q.type === 'matrix_single' && Array.isArray(rows) && rows.length >= QUALITY.straightlineMatrixRows) {
      grids.push({ kind: 'matrix', questionIds: [q.id] });
    }
    const s = scaleSignature(q);
    if (s === null || s !== signature) closeRun();
    signature = s;
    if (s !== null) run.push(q);
  }
  closeRun();
  return grids;
}

// A survey's questionnaire as the analytics read it: which questions are analysed and with which statistics, the
// grids that straightlining looks at, the open-text and attention-check questions the quality rules need.
import { isScreen, QUESTION_TYPES, type StatKind } from '../questions/registry';
import type { ScaleRange } from '../questions/answer-checks';
import type { QuestionType } from '../questions/table';
import type { FlowQuestion, Questionnaire } from '../questionnaire/questionnaire';
import { QUALITY } from './thresholds';

export type { StatKind } from '../questions/registry';

/** How a report names a question: its id, title, type and place in the questionnaire. */
export const questionIdentity = (q: FlowQuestion) => ({ questionId: q.id, title: q.title, type: q.type, position: q.position });

/** Questions that sort respondents rather than measure the topic: attention checks, and questions whose logic screens out. */
export function screeningQuestions(questions: readonly FlowQuestion[]): Set<string> {
  const screensOut = (q: FlowQuestion) =>
    Array.isArray(q.config.logic) && (q.config.logic as { then?: { screenOut?: boolean } }[]).some((r) => r.then?.screenOut === true);
  return new Set(questions.filter((q) => q.type === 'attention_check' || screensOut(q)).map((q) => q.id));
}

export const statKind = (type: QuestionType): StatKind => QUESTION_TYPES[type].analytics.kind;

/** Open-text questions: the ones quality rules read for non-answers, pastes and copied text. */
export const isOpenText = (type: QuestionType | undefined): boolean => Boolean(type && QUESTION_TYPES[type].analytics.openText);

/** The range of a scale question as configured (the registry's, which the answer check reads too). */
export function scaleRange(q: FlowQuestion): ScaleRange {
  const range = QUESTION_TYPES[q.type].analytics.scale;
  return range ? range(q.config) : { min: 1, max: 5, step: 1 };
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
    this.analysed = this.questions.filter((q) => !isScreen(q.type));
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
    return Boolean(q && !isScreen(q.type));
  }
}

const structures = new WeakMap<Questionnaire, Structure>();

/** The questionnaire's structure, built once per questionnaire (a session writer's questionnaire is kept per version). */
export function structureOf(questionnaire: Questionnaire): Structure {
  let structure = structures.get(questionnaire);
  if (!structure) structures.set(questionnaire, (structure = new Structure(questionnaire)));
  return structure;
}

const scaleSignature = (q: FlowQuestion): string | null => {
  const range = QUESTION_TYPES[q.type].analytics.scale;
  if (!range) return null;
  const r = range(q.config);
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
    if (QUESTION_TYPES[q.type].analytics.straightline && Array.isArray(rows) && rows.length >= QUALITY.straightlineMatrixRows) {
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

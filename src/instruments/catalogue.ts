// The catalogue of standardised instruments (docs/design/instruments.md): each instrument's items, the question they become,
// how a session's answers are scored, the bands and norms it is read against, its citation and its licence.
import type { Schemas } from '../contract';
import { QUESTION_TYPES } from '../questions/registry';
import catalogue from './catalogue.json';

const INSTRUMENT_IDS = ['sus', 'umux_lite', 'seq', 'nps', 'csat', 'ces', 'who5', 'phq2', 'gad2'] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];
const isInstrumentId = (id: string): id is InstrumentId => (INSTRUMENT_IDS as readonly string[]).includes(id);

export interface CatalogueItem {
  text: string;
  /** Scored in reverse (SUS's even, negatively worded items). */
  reverse?: boolean;
}

export interface Instrument {
  id: InstrumentId;
  name: string;
  measures: string;
  /** Shown before the items (in the first item's description). */
  instructions: string | null;
  items: CatalogueItem[];
  question: { type: Schemas['QuestionType']; config: Record<string, unknown> };
  scale: { min: number; max: number; labels: string[] };
  scoring: string;
  /** How the survey's score is summarised: the mean of the sessions' scores, NPS, or the top-two-box share. */
  summary: 'mean' | 'nps' | 'top2';
  range: { min: number; max: number };
  norms: string;
  screener: boolean;
  note: string | null;
  citation: string;
  licence: string;
}

const SUMMARIES: readonly string[] = ['mean', 'nps', 'top2'] satisfies Instrument['summary'][];

/** An instrument as JSON holds it: TypeScript reads the id, the summary and the question's type as any string. */
type InstrumentData = Omit<Instrument, 'id' | 'summary' | 'question'> & {
  id: string;
  summary: string;
  question: { type: string; config: Record<string, unknown> };
};

/**
 * The instruments are data (catalogue.json: the texts, scales, norms and citations as their sources give them), their
 * shape checked here at compile time, and the three fields JSON types only as strings checked as the module loads.
 */
export const CATALOGUE: readonly Instrument[] = (catalogue satisfies InstrumentData[]).map((entry: InstrumentData) => {
  if (!isInstrumentId(entry.id) || !SUMMARIES.includes(entry.summary) || !(entry.question.type in QUESTION_TYPES))
    throw new Error(`catalogue.json: instrument '${entry.id}' names an unknown id, summary or question type`);
  return entry as Instrument;
});

const BY_ID = new Map(CATALOGUE.map((i) => [i.id as string, i]));
export const instrumentOf = (id: string): Instrument | undefined => BY_ID.get(id);

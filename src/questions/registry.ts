// The question-type registry: everything the service knows about each of the contract's question types, in one
// place. It is typed from the generated enum, so a type added to openapi.yaml fails the build until every aspect
// below is described for it. Answer validation, analytics, exports (cells and SPSS) and the research review read
// what a type means from here, never from lists of their own.
import type { QuestionType } from './table';
import { CHECKS, num, onGrid, onScale, type AnswerCheck, type Config, type RangeOf } from './answer-checks';

/** Which statistics the analytics compute for a question. */
export type StatKind = 'choice' | 'scale' | 'nps' | 'matrix' | 'ranking' | 'number' | 'date' | 'text' | 'basic';
/** How the research review reads a question. */
export type ReviewKind = 'screen' | 'closed' | 'open' | 'grid' | 'personal';
/** How an export cell reads an answer (labels, not ids). */
export type CellKind =
  'choice' | 'choices' | 'yes_no' | 'grid' | 'constant_sum' | 'maxdiff' | 'card_sort' | 'fields' | 'files' | 'consent' | 'plain';

/**
 * How an answer spreads over the variables of the wide layout (the SPSS export and `layout=wide` CSV,
 * docs/design/exports.md): `coded` one variable of option codes; `integer` (a rating: ordinal) or `decimal` (a
 * quantity: scale) one number; `text` one string; `dichotomies` one 0/1 variable per option (a multiple-dichotomy
 * set); `rows` one variable per grid row, coded by column; `row_dichotomies` one 0/1 variable per row and column (a
 * set per row); `row_texts` one string per row and column; `ranks` one rank per item; `amounts` one number per
 * option; `cards` one category code per card.
 */
export type SpssLayout =
  'coded' | 'integer' | 'decimal' | 'text' | 'dichotomies' | 'rows' | 'row_dichotomies' | 'row_texts' | 'ranks' | 'amounts' | 'cards';

export interface SpssSpec {
  layout: SpssLayout | ((c: Config) => SpssLayout);
  /** Value labels of a numeric scale (its end points or every point). */
  scaleLabels?: (c: Config) => [number, string][];
  /** The codes of a coded answer when they are not the options (id, code, label). */
  codes?: (c: Config) => [string, number, string][];
}

export interface TypeSpec {
  /** Shows something but collects no answer: never answered, analysed or exported, and no reason to go live. */
  screen: boolean;
  /** What is wrong with an answer (null for screens, which take none). */
  answer: AnswerCheck | null;
  analytics: {
    kind: StatKind;
    /** The scale's range with its defaults (scales and NPS): the answer check reads the same. */
    scale?: RangeOf;
    /** Open text the quality rules read (non-answers, pastes, copied text). */
    openText?: true;
    /** A grid whose rows straightlining looks at. */
    straightline?: true;
  };
  cells: CellKind;
  spss: SpssSpec;
  review: ReviewKind;
}

const points =
  (fallback: number): RangeOf =>
  (c) => ({ min: 1, max: num(c, 'points', fallback), step: 1 });
const screen: TypeSpec = {
  screen: true,
  answer: null,
  analytics: { kind: 'basic' },
  cells: 'plain',
  spss: { layout: 'text' },
  review: 'screen',
};
const text = (review: ReviewKind, answer: AnswerCheck): TypeSpec => ({
  screen: false,
  answer,
  analytics: { kind: 'basic' },
  cells: 'plain',
  spss: { layout: 'text' },
  review,
});
const scale = (range: RangeOf, extra: Partial<SpssSpec> = {}, kind: StatKind = 'scale'): TypeSpec => ({
  screen: false,
  answer: onScale(range),
  analytics: { kind, scale: range },
  cells: 'plain',
  spss: { layout: 'integer', ...extra },
  review: 'closed',
});
const choice = (answer: AnswerCheck, cells: CellKind, spss: SpssSpec): TypeSpec => ({
  screen: false,
  answer,
  analytics: { kind: 'choice' },
  cells,
  spss,
  review: 'closed',
});
const grid = (answer: AnswerCheck, kind: StatKind, layout: SpssLayout, straightline = false): TypeSpec => ({
  screen: false,
  answer,
  analytics: straightline ? { kind, straightline: true } : { kind },
  cells: 'grid',
  spss: { layout },
  review: 'grid',
});
const structured = (
  answer: AnswerCheck,
  cells: CellKind,
  review: ReviewKind = 'closed',
  kind: StatKind = 'basic',
  layout: SpssLayout = 'text',
): TypeSpec => ({
  screen: false,
  answer,
  analytics: { kind },
  cells,
  spss: { layout },
  review,
});
const sliderRange: RangeOf = (c) => ({ min: num(c, 'min', 0), max: num(c, 'max', 100), step: num(c, 'step', 1) });

export const QUESTION_TYPES: Record<QuestionType, TypeSpec> = {
  welcome_screen: screen,
  thank_you_screen: screen,
  statement: screen,
  single_choice: choice(CHECKS.single_choice, 'choice', { layout: 'coded' }),
  multiple_choice: choice(CHECKS.multiple_choice, 'choices', { layout: 'dichotomies' }),
  dropdown: choice(CHECKS.dropdown, 'choice', { layout: 'coded' }),
  yes_no: choice(CHECKS.yes_no, 'yes_no', {
    layout: 'coded',
    codes: (c) => [
      ['yes', 1, String(c.yesLabel ?? 'Yes')],
      ['no', 2, String(c.noLabel ?? 'No')],
    ],
  }),
  image_choice: choice(CHECKS.image_choice, 'choices', { layout: (c) => (c.multiple === true ? 'dichotomies' : 'coded') }),
  attention_check: choice(CHECKS.attention_check, 'choice', { layout: 'coded' }),
  likert: scale(points(5), {
    scaleLabels: (c) => (Array.isArray(c.labels) ? (c.labels as string[]).map((l, i): [number, string] => [i + 1, l]) : []),
  }),
  nps: scale(
    () => ({ min: 0, max: 10, step: 1 }),
    {
      scaleLabels: (c) => [
        [0, String(c.lowLabel ?? 'Not at all likely')],
        [10, String(c.highLabel ?? 'Extremely likely')],
      ],
    },
    'nps',
  ),
  stars: scale((c) => ({ min: 1, max: num(c, 'max', 5), step: 1 })),
  slider: { ...scale(sliderRange, { layout: 'decimal' }), answer: onGrid(sliderRange) },
  opinion_scale: scale((c) => ({ min: num(c, 'min', 1), max: num(c, 'max', 10), step: 1 })),
  semantic_differential: scale(points(7)),
  csat: scale(points(5)),
  ces: scale(points(7)),
  emoji_rating: scale(points(5)),
  matrix_single: grid(CHECKS.matrix_single, 'matrix', 'rows', true),
  matrix_multiple: grid(CHECKS.matrix_multiple, 'matrix', 'row_dichotomies'),
  matrix_text: grid(CHECKS.matrix_text, 'basic', 'row_texts'),
  ranking: structured(CHECKS.ranking, 'choices', 'closed', 'ranking', 'ranks'),
  constant_sum: structured(CHECKS.constant_sum, 'constant_sum', 'closed', 'basic', 'amounts'),
  maxdiff: structured(CHECKS.maxdiff, 'maxdiff'),
  card_sort: structured(CHECKS.card_sort, 'card_sort', 'closed', 'matrix', 'cards'),
  short_text: { ...text('open', CHECKS.short_text), analytics: { kind: 'text', openText: true } },
  long_text: { ...text('open', CHECKS.long_text), analytics: { kind: 'text', openText: true } },
  email: text('personal', CHECKS.email),
  phone: text('personal', CHECKS.phone),
  url: text('closed', CHECKS.url),
  number: { ...text('closed', CHECKS.number), analytics: { kind: 'number' }, spss: { layout: 'decimal' } },
  date: { ...text('closed', CHECKS.date), analytics: { kind: 'date' } },
  time: text('closed', CHECKS.time),
  contact_info: structured(CHECKS.contact_info, 'fields', 'personal'),
  address: structured(CHECKS.address, 'fields', 'personal'),
  file_upload: structured(CHECKS.file_upload, 'files', 'personal'),
  signature: text('personal', CHECKS.signature),
  consent: structured(CHECKS.consent, 'consent'),
};

/** What the service knows of `type` (every stored question's type is one of the contract's). */
export const typeSpec = (type: QuestionType): TypeSpec => QUESTION_TYPES[type];

/** Whether a question of this type shows something but collects no answer. */
export const isScreen = (type: QuestionType): boolean => QUESTION_TYPES[type].screen;

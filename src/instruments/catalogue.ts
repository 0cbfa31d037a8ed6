// The catalogue of standardised instruments (docs/design/instruments.md): each instrument's items, the question they become,
// how a session's answers are scored, the bands and norms it is read against, its citation and its licence.
import type { Schemas } from '../contract';

export type InstrumentId = 'sus' | 'umux_lite' | 'seq' | 'nps' | 'csat' | 'ces' | 'who5' | 'phq2' | 'gad2';

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

const AGREE_5 = ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'];
const AGREE_7 = [
  'Strongly disagree',
  'Disagree',
  'Somewhat disagree',
  'Neither agree nor disagree',
  'Somewhat agree',
  'Agree',
  'Strongly agree',
];
const NOT_A_DIAGNOSIS =
  'A screen, not a diagnosis: a positive screen means a clinician should follow up with a full assessment. Never report it about an individual without consent and a path to care.';
const HOW_OFTEN = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/** PHQ-2 and GAD-2: two items on the same four-point "how often" scale, summed 0-6, 3 or more screening positive. */
function kroenkeTwoItemScreen(
  own: Pick<Instrument, 'id' | 'name' | 'measures' | 'norms' | 'citation'> & { items: [string, string] },
): Instrument {
  return {
    ...own,
    instructions: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
    items: own.items.map((text) => ({ text })),
    question: { type: 'opinion_scale', config: { min: 0, max: 3, lowLabel: 'Not at all', highLabel: 'Nearly every day' } },
    scale: { min: 0, max: 3, labels: HOW_OFTEN },
    scoring: 'The sum, 0-6; 3 or more screens positive.',
    summary: 'mean',
    range: { min: 0, max: 6 },
    screener: true,
    note: NOT_A_DIAGNOSIS,
    licence: 'No permission required to reproduce, translate, display or distribute (Pfizer).',
  };
}

export const CATALOGUE: readonly Instrument[] = [
  {
    id: 'sus',
    name: 'System Usability Scale (SUS)',
    measures: 'Perceived usability of a product or system.',
    instructions: 'For each of the following statements, choose how much you agree or disagree with it today.',
    items: [
      { text: 'I think that I would like to use this system frequently.' },
      { text: 'I found the system unnecessarily complex.', reverse: true },
      { text: 'I thought the system was easy to use.' },
      { text: 'I think that I would need the support of a technical person to be able to use this system.', reverse: true },
      { text: 'I found the various functions in this system were well integrated.' },
      { text: 'I thought there was too much inconsistency in this system.', reverse: true },
      { text: 'I would imagine that most people would learn to use this system very quickly.' },
      { text: 'I found the system very cumbersome to use.', reverse: true },
      { text: 'I felt very confident using the system.' },
      { text: 'I needed to learn a lot of things before I could get going with this system.', reverse: true },
    ],
    question: { type: 'likert', config: { points: 5, labels: AGREE_5 } },
    scale: { min: 1, max: 5, labels: AGREE_5 },
    scoring:
      "Odd items score x - 1, even items 5 - x; the sum times 2.5 gives 0-100. One missing item is replaced by the mean of the respondent's other item scores (the session is marked imputed); two or more leave the session unscored.",
    summary: 'mean',
    range: { min: 0, max: 100 },
    norms:
      'Mean 68, SD 12.5 (Sauro & Lewis 2016, 446 studies). Curved grading: A+ >= 84.1, A >= 80.8, A- >= 78.9, B+ >= 77.2, B >= 74.1, B- >= 72.6, C+ >= 71.1, C >= 65.0, C- >= 62.7, D >= 51.7, F below. Percentile from the normal with that mean and SD.',
    screener: false,
    note: null,
    citation:
      'Brooke, J. (1996). SUS: a "quick and dirty" usability scale. In Usability Evaluation in Industry, 189-194. Taylor & Francis.',
    licence: 'Free to use with attribution (Brooke 1996).',
  },
  {
    id: 'umux_lite',
    name: 'UMUX-Lite',
    measures: 'Perceived usefulness and ease of use, in two items that track SUS.',
    instructions: null,
    items: [{ text: "This system's capabilities meet my requirements." }, { text: 'This system is easy to use.' }],
    question: { type: 'likert', config: { points: 7, labels: AGREE_7 } },
    scale: { min: 1, max: 7, labels: AGREE_7 },
    scoring: '((x1 - 1) + (x2 - 1)) / 12 x 100, 0-100; SUS-comparable = 0.65 x score + 22.9, graded on the SUS curve.',
    summary: 'mean',
    range: { min: 0, max: 100 },
    norms: 'Read against the SUS norms (mean 68, SD 12.5) through the SUS-comparable score (Lewis, Utesch & Maher 2013).',
    screener: false,
    note: null,
    citation:
      "Lewis, J. R., Utesch, B. S., & Maher, D. E. (2013). UMUX-LITE: when there's no time for the SUS. Proceedings of CHI 2013, 2099-2102.",
    licence: 'Free to use with attribution.',
  },
  {
    id: 'seq',
    name: 'Single Ease Question (SEQ)',
    measures: 'How easy a task was, asked right after it.',
    instructions: null,
    items: [{ text: 'Overall, how difficult or easy was the task to complete?' }],
    question: { type: 'opinion_scale', config: { min: 1, max: 7, lowLabel: 'Very difficult', highLabel: 'Very easy' } },
    scale: { min: 1, max: 7, labels: ['Very difficult', 'Very easy'] },
    scoring: 'The answer, 1-7.',
    summary: 'mean',
    range: { min: 1, max: 7 },
    norms: 'Average task ease is about 5.5 (Sauro & Dumas 2009); below 5 suggests a harder than usual task.',
    screener: false,
    note: null,
    citation:
      'Sauro, J., & Dumas, J. S. (2009). Comparison of three one-question, post-task usability questionnaires. Proceedings of CHI 2009, 1599-1608.',
    licence: 'Free to use with attribution.',
  },
  {
    id: 'nps',
    name: 'Net Promoter Score (NPS)',
    measures: 'Willingness to recommend.',
    instructions: null,
    items: [{ text: 'How likely is it that you would recommend us to a friend or colleague?' }],
    question: { type: 'nps', config: {} },
    scale: { min: 0, max: 10, labels: ['Not at all likely', 'Extremely likely'] },
    scoring:
      'Per session the answer (promoter 9-10, passive 7-8, detractor 0-6); the survey score is % promoters - % detractors, -100 to 100.',
    summary: 'nps',
    range: { min: -100, max: 100 },
    norms: 'No universal norm: benchmarks vary by industry. Read the score with its 95% interval.',
    screener: false,
    note: null,
    citation: 'Reichheld, F. F. (2003). The one number you need to grow. Harvard Business Review, 81(12), 46-54.',
    licence: 'The question is free to ask; Net Promoter and NPS are trademarks of Bain & Company, Satmetrix and Fred Reichheld.',
  },
  {
    id: 'csat',
    name: 'Customer Satisfaction (CSAT)',
    measures: 'Satisfaction with a product, service or interaction.',
    instructions: null,
    items: [{ text: 'Overall, how satisfied are you with us?' }],
    question: { type: 'csat', config: { points: 5, lowLabel: 'Very dissatisfied', highLabel: 'Very satisfied' } },
    scale: { min: 1, max: 5, labels: ['Very dissatisfied', 'Very satisfied'] },
    scoring: 'Per session the answer, 1-5; the survey score is the top-two-box share (4 or 5), in percent.',
    summary: 'top2',
    range: { min: 0, max: 100 },
    norms: 'No universal norm; compare with your own earlier waves.',
    screener: false,
    note: null,
    citation:
      'A conventional satisfaction item; see Fornell, C. et al. (1996). The American Customer Satisfaction Index. Journal of Marketing, 60(4), 7-18.',
    licence: 'Public domain item.',
  },
  {
    id: 'ces',
    name: 'Customer Effort Score (CES 2.0)',
    measures: 'How easy it was to get something done with you.',
    instructions: null,
    items: [{ text: 'The company made it easy for me to handle my issue.' }],
    question: { type: 'ces', config: { points: 7, lowLabel: 'Strongly disagree', highLabel: 'Strongly agree' } },
    scale: { min: 1, max: 7, labels: AGREE_7 },
    scoring: 'The answer, 1-7; the survey score is the mean.',
    summary: 'mean',
    range: { min: 1, max: 7 },
    norms: 'No universal norm; higher is less effort.',
    screener: false,
    note: null,
    citation:
      'Dixon, M., Freeman, K., & Toman, N. (2010). Stop trying to delight your customers. Harvard Business Review, 88(7/8), 116-122.',
    licence: 'Free to use with attribution.',
  },
  {
    id: 'who5',
    name: 'WHO-5 Well-Being Index',
    measures: 'Current mental wellbeing over the last two weeks.',
    instructions: 'Over the last two weeks, how much of the time:',
    items: [
      { text: 'I have felt cheerful and in good spirits.' },
      { text: 'I have felt calm and relaxed.' },
      { text: 'I have felt active and vigorous.' },
      { text: 'I woke up feeling fresh and rested.' },
      { text: 'My daily life has been filled with things that interest me.' },
    ],
    question: { type: 'opinion_scale', config: { min: 0, max: 5, lowLabel: 'At no time', highLabel: 'All of the time' } },
    scale: {
      min: 0,
      max: 5,
      labels: [
        'At no time',
        'Some of the time',
        'Less than half of the time',
        'More than half of the time',
        'Most of the time',
        'All of the time',
      ],
    },
    scoring: 'The raw sum (0-25) times 4, 0-100.',
    summary: 'mean',
    range: { min: 0, max: 100 },
    norms: '50 or below suggests poor wellbeing; 28 or below, likely depression (Topp et al. 2015).',
    screener: true,
    note: NOT_A_DIAGNOSIS,
    citation:
      'World Health Organization (1998). Wellbeing measures in primary health care: the DepCare Project. Topp, C. W. et al. (2015). The WHO-5 Well-Being Index: a systematic review. Psychotherapy and Psychosomatics, 84(3), 167-176.',
    licence: 'Free to use without permission (WHO Collaborating Centre in Mental Health).',
  },
  kroenkeTwoItemScreen({
    id: 'phq2',
    name: 'Patient Health Questionnaire-2 (PHQ-2)',
    measures: 'A first screen for depression.',
    items: ['Little interest or pleasure in doing things', 'Feeling down, depressed, or hopeless'],
    norms: 'A cut-off of 3: sensitivity 83%, specificity 92% for major depression (Kroenke, Spitzer & Williams 2003).',
    citation:
      'Kroenke, K., Spitzer, R. L., & Williams, J. B. W. (2003). The Patient Health Questionnaire-2. Medical Care, 41(11), 1284-1292.',
  }),
  kroenkeTwoItemScreen({
    id: 'gad2',
    name: 'Generalized Anxiety Disorder-2 (GAD-2)',
    measures: 'A first screen for anxiety.',
    items: ['Feeling nervous, anxious, or on edge', 'Not being able to stop or control worrying'],
    norms: 'A cut-off of 3: sensitivity 86%, specificity 83% for generalized anxiety disorder (Kroenke et al. 2007).',
    citation:
      'Kroenke, K., Spitzer, R. L., Williams, J. B. W., Monahan, P. O., & Löwe, B. (2007). Anxiety disorders in primary care. Annals of Internal Medicine, 146(5), 317-325.',
  }),
];

const BY_ID = new Map(CATALOGUE.map((i) => [i.id as string, i]));
export const instrumentOf = (id: string): Instrument | undefined => BY_ID.get(id);

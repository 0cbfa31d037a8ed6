// The report's words for the service's internal names (question types, quality flags, health components) and the
// terms a term chart leaves out, so a client reads "Grid (one answer per row)", never `matrix_single`.
import type { Schemas } from '../contract';
import { eng } from 'stopword';

export const QUESTION_TYPE_WORDS: Record<Schemas['QuestionType'], string> = {
  welcome_screen: 'Welcome screen',
  thank_you_screen: 'Thank-you screen',
  statement: 'Statement',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  dropdown: 'Drop-down list',
  yes_no: 'Yes or no',
  image_choice: 'Picture choice',
  attention_check: 'Attention check',
  likert: 'Agreement scale',
  nps: 'Likelihood to recommend (0-10)',
  stars: 'Star rating',
  slider: 'Slider',
  opinion_scale: 'Opinion scale',
  semantic_differential: 'Semantic differential',
  csat: 'Satisfaction rating',
  ces: 'Effort rating',
  emoji_rating: 'Emoji rating',
  matrix_single: 'Grid (one answer per row)',
  matrix_multiple: 'Grid (several answers per row)',
  matrix_text: 'Grid of text answers',
  ranking: 'Ranking',
  constant_sum: 'Points to share out',
  maxdiff: 'Best and worst choice',
  card_sort: 'Card sort',
  short_text: 'Short text',
  long_text: 'Long text',
  email: 'Email address',
  phone: 'Phone number',
  url: 'Web address',
  number: 'Number',
  date: 'Date',
  time: 'Time',
  file_upload: 'File upload',
  signature: 'Signature',
  address: 'Postal address',
  contact_info: 'Contact details',
  consent: 'Consent',
};

export const HEALTH_COMPONENT_WORDS: Record<string, string> = {
  completion: 'Completion rate',
  quality: 'Sessions flagged for quality',
  sample: 'Completed sample',
};

/** Words that carry no finding in a term chart: common verbs and fillers the stop-word list keeps. */
const FILLERS = new Set([
  'does',
  'took',
  'take',
  'thing',
  'things',
  'stuff',
  'really',
  'just',
  'lot',
  'bit',
  'like',
  'ok',
  'okay',
  'yes',
  'no',
  'nothing',
  'none',
  'na',
  'n/a',
  'idk',
  'dunno',
  'etc',
  'use',
  'used',
  'using',
]);
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Keyboard mashing ("asdf", "jkjkjk"): a run along one keyboard row, or a word without a vowel. */
function isMash(term: string): boolean {
  if (!/[aeiouy]/.test(term)) return true;
  if (/^(.{1,2})\1{2,}$/.test(term)) return true;
  return term.length >= 3 && KEYBOARD_ROWS.some((row) => row.includes(term));
}

/** Whether a term belongs in a term chart. */
export const meaningfulTerm = (term: string): boolean => !eng.includes(term) && !FILLERS.has(term) && !isMash(term);

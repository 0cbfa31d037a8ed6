// Which topic a data question is about, matched by rules over the question's lemmas (compromise, a maintained
// English NLP library: "completed" -> complete, "people" -> person), never by a model. An intent matches when all
// the lemmas of one of its patterns appear; the longest matching pattern wins, ties go to the earlier intent
// (so "how many responses are flagged" is about quality, "how many finished" about completion).
import nlp from 'compromise';
import { removeStopwords, eng } from 'stopword';
import { ASK } from './thresholds';

export const INTENTS = {
  duration: [
    ['how', 'long'],
    ['long', 'take'],
    ['duration'],
    ['completion', 'time'],
    ['time', 'take'],
    ['time', 'complete'],
    ['time', 'finish'],
    ['minute'],
    ['average', 'time'],
    ['median', 'time'],
    ['speed'],
  ],
  completion_rate: [
    ['completion', 'rate'],
    ['completion'],
    ['complete', 'rate'],
    ['finish', 'rate'],
    ['how', 'many', 'complete'],
    ['how', 'many', 'finish'],
    ['percent', 'complete'],
    ['response', 'rate'],
  ],
  quality: [
    ['how', 'many', 'flag'],
    ['quality'],
    ['bot'],
    ['speeder'],
    ['fraud'],
    ['fraudulent'],
    ['flag'],
    ['straightline'],
    ['cheat'],
    ['fake'],
    ['spam'],
    ['junk'],
  ],
  confidence: [
    ['margin', 'error'],
    ['confidence'],
    ['significant'],
    ['significance'],
    ['sample', 'size'],
    ['sample', 'big'],
    ['sample', 'enough'],
    ['enough', 'response'],
    ['reliable'],
    ['defensible'],
    ['trust', 'result'],
  ],
  response_count: [
    ['how', 'many', 'response'],
    ['how', 'many', 'respondent'],
    ['how', 'many', 'person'],
    ['how', 'many', 'session'],
    ['number', 'response'],
    ['number', 'respondent'],
    ['response', 'count'],
    ['total', 'response'],
  ],
  drop_off: [['drop'], ['dropoff'], ['drop-off'], ['abandon'], ['quit'], ['give', 'up'], ['leave'], ['exit'], ['break-off'], ['churn']],
  device_comparison: [['mobile'], ['phone'], ['desktop'], ['tablet'], ['device'], ['smartphone'], ['computer'], ['laptop']],
  nps: [['nps'], ['net', 'promoter'], ['promoter'], ['detractor']],
  geography: [['country'], ['region'], ['geography'], ['location'], ['where', 'from'], ['where', 'live']],
} as const;

export type GenericIntent = keyof typeof INTENTS;

/** Lemmas of every term of every sentence, lower case: of the first ASK.maxIntentChars characters (the language
 * model under it takes ~70 µs a character, so a caller's 100 KB would hold the process for seconds). */
export function lemmas(full: string): string[] {
  const doc = nlp(full.length > ASK.maxIntentChars ? full.slice(0, ASK.maxIntentChars) : full);
  doc.compute('root');
  // `root` (the lemma) is an option the typings do not list yet.
  const sentences = doc.json({ terms: { root: true, normal: true } } as Parameters<typeof doc.json>[0]) as {
    terms: { root?: string; normal: string }[];
  }[];
  return sentences.flatMap((s) => s.terms.map((t) => (t.root || t.normal).toLowerCase())).filter(Boolean);
}

/** Words that name no question on their own. */
export const GENERIC = new Set([
  'question',
  'survey',
  'person',
  'people',
  'respondent',
  'answer',
  'choose',
  'pick',
  'select',
  'most',
  'popular',
  'say',
  'think',
  'result',
  'response',
]);

export const contentWords = (words: string[]): string[] =>
  removeStopwords(words, eng).filter((w) => /\p{L}|\p{N}/u.test(w) && !GENERIC.has(w));

export function genericIntent(words: readonly string[]): { intent: GenericIntent; score: number } | null {
  const have = new Set(words);
  let best: { intent: GenericIntent; score: number } | null = null;
  for (const [intent, patterns] of Object.entries(INTENTS) as [GenericIntent, readonly (readonly string[])[]][]) {
    for (const pattern of patterns) {
      if (pattern.every((w) => have.has(w)) && (!best || pattern.length > best.score)) best = { intent, score: pattern.length };
    }
  }
  return best;
}

export interface TitleMatch<T> {
  item: T;
  matched: number;
  share: number;
  verbatim: boolean;
}

const rank = (m: { verbatim: boolean; share: number; matched: number }): number[] => [Number(m.verbatim), m.share, m.matched];
const beats = (a: number[], b: number[]): boolean => {
  const i = a.findIndex((x, k) => x !== b[k]);
  return i >= 0 && a[i] > b[i];
};

/** The question whose title the text names best: verbatim, or by the share of the title's content lemmas it uses. */
export function titleMatch<T extends { title: string }>(text: string, words: readonly string[], items: readonly T[]): TitleMatch<T> | null {
  const have = new Set(words);
  const lower = text.toLowerCase();
  let best: TitleMatch<T> | null = null;
  for (const item of items) {
    const title = contentWords(lemmas(item.title));
    if (title.length < ASK.minTitleWords) continue;
    const matched = title.filter((w) => have.has(w)).length;
    const candidate = {
      item,
      matched,
      share: matched / title.length,
      verbatim: lower.includes(item.title.toLowerCase().replace(/[?.!]+$/, '')),
    };
    if ((candidate.verbatim || candidate.share >= ASK.titleMatchShare) && (!best || beats(rank(candidate), rank(best)))) best = candidate;
  }
  return best;
}

export type Intent = GenericIntent | 'question' | 'unknown';

/** A title named verbatim, or fully, or by two or more content words beats a generic topic of fewer words. */
export function classify<T extends { title: string }>(text: string, items: readonly T[]): { intent: Intent; item?: T } {
  const words = lemmas(text);
  const generic = genericIntent(words);
  const title = titleMatch(text, words, items);
  if (title && (title.verbatim || title.matched >= 2 || (title.share === 1 && (generic?.score ?? 0) < 2))) {
    return { intent: 'question', item: title.item };
  }
  return generic ? { intent: generic.intent } : { intent: 'unknown' };
}

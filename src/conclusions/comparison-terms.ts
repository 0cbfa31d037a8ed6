// What a comparison question asks for (docs/design/ask.md): a measure ("satisfied", "recommend", a question's title,
// a variable's name) and a group ("mobile", "plan", "country"), read from the question's lemmas by rules. Each is
// either mapped to what the survey holds or reported as missing by the word the question used, so ask can refuse
// plainly instead of answering a question that was not asked.
import nlp from 'compromise';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import type { QuestionType } from '../questions/table';
import { QUESTION_TYPES } from '../questions/registry';
import { contentWords, GENERIC, INTENTS, lemmas } from './intent';
import { ASK } from './thresholds';

/** Measures a question can name by a family of words, each mapped to the survey's questions by type or title. */
export const MEASURE_FAMILIES = {
  satisfaction: {
    noun: 'satisfaction',
    words: ['satisfy', 'satisfied', 'satisfaction', 'dissatisfy', 'dissatisfied', 'happy', 'unhappy', 'pleased', 'content', 'delighted'],
    types: ['csat'],
  },
  recommendation: {
    noun: 'likelihood to recommend (NPS)',
    words: ['recommend', 'nps', 'promoter', 'detractor', 'loyal', 'loyalty', 'advocate'],
    types: ['nps'],
  },
  ease: {
    noun: 'ease',
    words: ['easy', 'ease', 'difficult', 'hard', 'effort', 'effortless', 'usable', 'usability'],
    types: ['ces'],
  },
  completion: {
    noun: 'completion',
    words: ['complete', 'completion', 'finish', 'drop', 'abandon', 'quit'],
    types: [],
  },
} as const satisfies Record<string, { noun: string; words: readonly string[]; types: readonly QuestionType[] }>;
export type MeasureFamily = keyof typeof MEASURE_FAMILIES;

/** Session attributes a question can group by, by the words that name them and the words that name one level. */
export const SESSION_GROUPS = {
  device: {
    noun: 'device',
    words: ['device', 'mobile', 'phone', 'smartphone', 'desktop', 'computer', 'laptop', 'tablet', 'ipad'],
    levels: { mobile: ['mobile', 'phone', 'smartphone'], desktop: ['desktop', 'computer', 'laptop'], tablet: ['tablet', 'ipad'] },
  },
  country: { noun: 'country', words: ['country', 'countries', 'region', 'geography', 'nation', 'national'], levels: {} },
  /** The language a session was served in (docs/design/localization.md); its levels are the survey's languages. */
  language: { noun: 'language', words: ['language', 'speaker', 'speak'], levels: {} },
} as const;
export type SessionGroup = keyof typeof SESSION_GROUPS;

/**
 * Groups analysts ask about that a survey holds only if it asked for them: when one is named and no question of the
 * survey's matches it, ask says which is missing.
 */
const GROUP_WORDS: Readonly<Record<string, string>> = {
  language: 'language',
  speaker: 'language',
  speak: 'language',
  gender: 'gender',
  man: 'gender',
  woman: 'gender',
  male: 'gender',
  female: 'gender',
  age: 'age',
  old: 'age',
  young: 'age',
  income: 'income',
  role: 'role',
  industry: 'industry',
  segment: 'segment',
  team: 'team',
  company: 'company size',
  plan: 'plan',
  tier: 'plan',
};

/** Words that name one group in several ways ("age" and "How old are you?"): a question's word stands for all of them. */
const SYNONYMS: readonly (readonly string[])[] = [
  ['age', 'old', 'young', 'older', 'younger', 'aged'],
  ['plan', 'tier', 'subscription', 'package'],
  ['gender', 'man', 'woman', 'male', 'female'],
];

/** Words that set two groups against each other: with a measure and no group the survey holds, the group is missing. */
const BETWEEN = new Set([
  'than',
  'between',
  'versus',
  'vs',
  'differ',
  'difference',
  'compare',
  'comparison',
  'among',
  'across',
  'by',
  'per',
]);

/** Words that say a question compares (beside comparative and superlative adjectives, which compromise tags). */
const COMPARING = new Set([
  'more',
  'less',
  'most',
  'least',
  'than',
  'compare',
  'comparison',
  'differ',
  'difference',
  'different',
  'versus',
  'vs',
  'between',
  'across',
  'by',
  'per',
  'which',
  'among',
]);

/** Words that name people, not a group of them ("customers", "users"): never a group or measure on their own. */
const PEOPLE = new Set(['user', 'customer', 'respondent', 'person', 'people', 'participant', 'client', 'visitor', 'member', 'one']);

const MEASURABLE = new Set(['scale', 'nps', 'matrix', 'number']);
const GROUPABLE: ReadonlySet<QuestionType> = new Set(['single_choice', 'dropdown', 'yes_no']);

export interface MeasureRef {
  question: FlowQuestion;
  /** For a grid: the rows the measure averages (all, or the ones the question named). */
  rows: { id: string; label: string }[] | null;
}

export interface GroupRef {
  kind: 'session' | 'question';
  session?: SessionGroup;
  question?: FlowQuestion;
  /** The one level the question singled out ("mobile", "Pro"), compared with the rest. */
  focus: string | null;
  /** The two levels the question set against each other ("desktop than phones"). */
  pair: [string, string] | null;
}

export interface ComparisonTerms {
  /** The family the question named, if it named one. */
  family: MeasureFamily | null;
  /** The word the question measured by when it could not be mapped ("richer"). */
  unmappedMeasure: string | null;
  measure: MeasureRef | null;
  group: GroupRef | null;
  /** A noun the question asks about that the survey does not hold (its measure or its group), when it compares. */
  unmappedNoun: string | null;
  /** What the question groups by that the survey holds no data for ("gender" for "Are women happier?"). */
  unmappedGroup: string | null;
  /** Why a language the question names cannot be compared: the survey is not offered in it, or in one language only. */
  languageMissing: string | null;
  comparing: boolean;
  /** Which (or a superlative): the question wants the level that scores highest or lowest. */
  ranking: 'highest' | 'lowest' | null;
}

const titleWords = (q: FlowQuestion): Set<string> => new Set(lemmas(q.title));
const labelsOf = (list: unknown): { id: string; label: string }[] =>
  Array.isArray(list) ? (list as { id: string; label: string }[]).filter((o) => typeof o?.id === 'string') : [];
const isNumericGrid = (q: FlowQuestion): boolean =>
  q.type === 'matrix_single' && labelsOf(q.config.columns).every((c) => Number.isFinite(Number(c.id)));

/** Whether a question can be averaged: a scale, NPS, a number, or a grid whose columns are numbers. */
export const measurable = (q: FlowQuestion): boolean => {
  const kind = QUESTION_TYPES[q.type].analytics.kind;
  return MEASURABLE.has(kind) && (kind !== 'matrix' || isNumericGrid(q));
};

function familyOf(words: ReadonlySet<string>): MeasureFamily | null {
  for (const [family, spec] of Object.entries(MEASURE_FAMILIES) as [MeasureFamily, (typeof MEASURE_FAMILIES)[MeasureFamily]][]) {
    if (spec.words.some((w) => words.has(w))) return family;
  }
  return null;
}

function gridRows(q: FlowQuestion, words: ReadonlySet<string>): MeasureRef['rows'] {
  if (q.type !== 'matrix_single') return null;
  const rows = labelsOf(q.config.rows);
  const named = rows.filter((r) => lemmas(r.label).some((w) => words.has(w)));
  return named.length ? named : rows;
}

function measureFor(family: MeasureFamily | null, words: ReadonlySet<string>, questions: readonly FlowQuestion[]): MeasureRef | null {
  const candidates = questions.filter(measurable);
  let found: FlowQuestion | undefined;
  if (family && family !== 'completion') {
    const spec = MEASURE_FAMILIES[family];
    found =
      candidates.find((q) => (spec.types as readonly string[]).includes(q.type)) ??
      candidates.find((q) => spec.words.some((w) => titleWords(q).has(w)));
  } else if (!family) {
    // A scale named by its title's own words ("makes my work easier" names the likert question).
    found = candidates.find((q) => {
      const title = [...titleWords(q)].filter((w) => w.length > 3 && !PEOPLE.has(w));
      return title.filter((w) => words.has(w)).length >= 2;
    });
  }
  return found ? { question: found, rows: gridRows(found, words) } : null;
}

function groupFor(
  order: readonly string[],
  words: ReadonlySet<string>,
  questions: readonly FlowQuestion[],
  measure: FlowQuestion | null,
): GroupRef | null {
  for (const [name, spec] of Object.entries(SESSION_GROUPS) as [SessionGroup, (typeof SESSION_GROUPS)[SessionGroup]][]) {
    if (name === 'language' || !spec.words.some((w) => words.has(w))) continue; // languageGroup decides the language
    // The levels named, in the order the question names them ("desktop than phones": desktop first).
    const at = (ws: readonly string[]): number => Math.min(...ws.map((w) => (order.indexOf(w) < 0 ? Infinity : order.indexOf(w))));
    const levels = Object.entries(spec.levels as Record<string, readonly string[]>)
      .filter(([, ws]) => ws.some((w) => words.has(w)))
      .sort(([, a], [, b]) => at(a) - at(b));
    return {
      kind: 'session',
      session: name,
      focus: levels.length === 1 ? levels[0][0] : null,
      pair: levels.length === 2 ? [levels[0][0], levels[1][0]] : null,
    };
  }
  let best: { q: FlowQuestion; score: number; named: string[] } | null = null;
  for (const q of questions) {
    if (!GROUPABLE.has(q.type) || q.id === measure?.id) continue;
    const title = contentWords(lemmas(q.title)).filter((w) => !PEOPLE.has(w));
    const byTitle = title.filter((w) => words.has(w)).length;
    const place = (label: string): number => Math.min(...lemmas(label).map((w) => order.indexOf(w)));
    const named = labelsOf(q.config.options)
      .filter((o) => lemmas(o.label).every((w) => words.has(w)))
      .sort((a, b) => place(a.label) - place(b.label))
      .map((o) => o.id);
    const score = byTitle * 2 + (named.length > 0 && named.length <= 2 ? 1 : 0);
    if (score > 0 && (!best || score > best.score)) best = { q, score, named };
  }
  if (!best) return null;
  const { q, named } = best;
  return {
    kind: 'question',
    question: q,
    focus: named.length === 1 ? named[0] : null,
    pair: named.length === 2 ? [named[0], named[1]] : null,
  };
}

/** The comparative or superlative adjective the question measures by ("happier", "richest"), lemmatized. */
function comparedAdjective(text: string): { lemma: string; superlative: boolean } | null {
  const doc = nlp(text);
  const superlative = doc.match('#Superlative').out('array') as string[];
  const comparative = doc.match('#Comparative').out('array') as string[];
  const word = superlative[0] ?? comparative[0];
  if (!word) return null;
  return { lemma: lemmas(word.replace(/[^\p{L}]/gu, ''))[0] ?? word.toLowerCase(), superlative: superlative.length > 0 };
}

const LOWEST = new Set(['least', 'low', 'worst', 'bad', 'unhappy', 'dissatisfied', 'dissatisfy']);

/** Every word that names something the survey's intents, groups, measures or people already account for. */
const KNOWN = new Set<string>([
  ...PEOPLE,
  ...GENERIC,
  ...Object.values(INTENTS).flatMap((patterns) => patterns.flat()),
  ...Object.values(SESSION_GROUPS).flatMap((g) => g.words),
  ...Object.values(MEASURE_FAMILIES).flatMap((f) => f.words),
  ...COMPARING,
  'time',
  'often',
  'us',
  'it',
  'we',
  'product',
  'service',
  'app',
  'score',
  'group',
  'average',
  'mean',
]);

/** The nouns of the question that nothing of the survey (its questions, groups or measures) accounts for. */
function unaccountedNouns(text: string, questions: readonly FlowQuestion[]): string[] {
  const nouns = (nlp(text).match('#Noun').out('array') as string[]).flatMap((n) => contentWords(lemmas(n)));
  const survey = new Set(
    questions.flatMap((q) => [
      ...lemmas(q.title),
      ...labelsOf(q.config.options).flatMap((o) => lemmas(o.label)),
      ...labelsOf(q.config.rows).flatMap((r) => lemmas(r.label)),
    ]),
  );
  return nouns.filter((n) => !KNOWN.has(n) && !survey.has(n) && /\p{L}{3,}/u.test(n));
}

/** English names of languages (one word, lower case: "french") to their tags, from the runtime's ICU data. */
let languageNames: Map<string, string> | null = null;
function languageNamed(word: string): string | null {
  if (!languageNames) {
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    languageNames = new Map();
    for (const a of 'abcdefghijklmnopqrstuvwxyz')
      for (const b of 'abcdefghijklmnopqrstuvwxyz') {
        const name = names.of(a + b)?.toLowerCase();
        if (name && /^\p{L}+$/u.test(name) && !languageNames.has(name)) languageNames.set(name, a + b);
      }
  }
  return languageNames.get(word) ?? null;
}

/**
 * The language group, when the question names a language or speakers and the survey is offered in several (levels
 * are the languages it names, by their English names: "German" is `de`, and `de-AT` too); or why it cannot be.
 */
function languageGroup(
  order: readonly string[],
  words: ReadonlySet<string>,
  languages: readonly string[],
): { group: GroupRef | null; missing: string | null } {
  const named = [...new Set(order.map(languageNamed).filter((t): t is string => t !== null))];
  const asked = named.length > 0 || SESSION_GROUPS.language.words.some((w) => words.has(w));
  if (!asked) return { group: null, missing: null };
  const english = new Intl.DisplayNames(['en'], { type: 'language' });
  const nameOf = (tag: string) => english.of(tag) ?? tag;
  if (languages.length < 2)
    return { group: null, missing: `This survey is offered in ${nameOf(languages[0] ?? 'en')} only: every respondent read it in it.` };
  const offered = (tag: string) => languages.filter((l) => l === tag || l.startsWith(`${tag}-`));
  const lacking = named.filter((t) => offered(t).length === 0);
  if (lacking.length)
    return {
      group: null,
      missing: `This survey is not offered in ${nameOf(lacking[0])}: none of its respondents read it in ${nameOf(lacking[0])}.`,
    };
  const levels = named.flatMap(offered);
  return {
    group: {
      kind: 'session',
      session: 'language',
      focus: levels.length === 1 ? levels[0] : null,
      pair: levels.length === 2 ? [levels[0], levels[1]] : null,
    },
    missing: null,
  };
}

export function comparisonTerms(full: string, questions: readonly FlowQuestion[], languages: readonly string[] = []): ComparisonTerms {
  // The NLP reads at most what intent matching reads (its cost grows with the text).
  const text = full.slice(0, ASK.maxIntentChars);
  const list = lemmas(text);
  const words = new Set(list);
  for (const group of SYNONYMS) if (group.some((w) => words.has(w))) for (const w of group) words.add(w);
  const adjective = comparedAdjective(text);
  if (adjective) words.add(adjective.lemma);
  const family = familyOf(words);
  const measure = measureFor(family, words, questions);
  const spoken = languageGroup(list, words, languages);
  const group = spoken.missing ? null : (spoken.group ?? groupFor(list, words, questions, measure?.question ?? null));
  const comparing = adjective !== null || list.some((w) => COMPARING.has(w));
  const namedGroup = list.map((w) => GROUP_WORDS[w]).find(Boolean) ?? (adjective ? GROUP_WORDS[adjective.lemma] : undefined) ?? null;
  const adjectiveIsGroup = adjective !== null && adjective.lemma in GROUP_WORDS;
  const unmappedMeasure =
    !family &&
    !measure &&
    adjective &&
    !adjectiveIsGroup &&
    !KNOWN.has(adjective.lemma) &&
    !['more', 'less', 'good', 'high', 'low', 'bad', 'long', 'short', 'fast', 'slow', 'big', 'small'].includes(adjective.lemma)
      ? adjective.lemma
      : null;
  const superlative = adjective?.superlative || words.has('most') || words.has('least') || words.has('which');
  // A comparison whose measure or whose group is not among the survey's: the noun that names it ("income", "managers").
  const strayNoun =
    comparing && ((group && !measure && !family) || (measure && !group && list.some((w) => BETWEEN.has(w))))
      ? (unaccountedNouns(text, questions).find((n) => group !== null || !(n in GROUP_WORDS)) ?? null)
      : null;
  return {
    family,
    unmappedMeasure,
    unmappedNoun: unmappedMeasure ? null : strayNoun,
    measure,
    group,
    unmappedGroup: group || spoken.missing ? null : namedGroup,
    languageMissing: spoken.missing,
    comparing,
    ranking: superlative ? (list.some((w) => LOWEST.has(w)) ? 'lowest' : 'highest') : null,
  };
}

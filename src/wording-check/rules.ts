// The eight issue types of docs/design/wording.md, one function each over a prepared question. Each returns the issues
// it finds with a message (what is wrong, quoting the words at fault) and a suggestion (what to do).
import type { Prepared } from './text';
import { readingGrade } from './text';
import { HEALTH_CHECK } from './thresholds';
import {
  ACRONYMS_ALLOWED,
  ASSUMING_VERBS,
  BEHAVIOUR_STEMS,
  ESCAPE_OPTIONS,
  FAVOURABLE,
  FIXED_PAIRS,
  LEADING_STEMS,
  LOADED_WORDS,
  NEGATIONS,
  PERIOD_MARKERS,
  SCALE_MIDPOINTS,
  SENSITIVE,
  TECHNICAL_TERMS,
  UNFAVOURABLE,
  UNIVERSALS,
  VAGUE_QUANTIFIERS,
} from './vocabulary';

export type Severity = 'high' | 'medium' | 'low';
export type IssueType =
  | 'leading_question'
  | 'double_barreled'
  | 'unbalanced_scale'
  | 'sensitive_topic'
  | 'ambiguous_wording'
  | 'missing_option'
  | 'too_long'
  | 'jargon';

export interface Finding {
  type: IssueType;
  severity: Severity;
  message: string;
  suggestion: string;
}

const quote = (words: readonly string[]) => words.map((w) => `"${w}"`).join(', ');
const has = (p: Prepared, phrase: string) => p.lower.includes(` ${phrase}`) || p.lower.includes(phrase);

export function leading(p: Prepared): Finding[] {
  const stems = LEADING_STEMS.filter((s) => has(p, s));
  const loaded = [
    ...new Set(p.words.filter((w) => LOADED_WORDS.has(w.normal) && (w.tags.has('Adjective') || w.tags.has('Adverb'))).map((w) => w.normal)),
  ];
  const how = p.words.findIndex((w, i) => w.normal === 'how' && ['much', 'far', 'well'].includes(p.words[i + 1]?.normal ?? ''));
  const assumed = how >= 0 ? p.words.slice(how + 2).find((w) => w.tags.has('Verb') && ASSUMING_VERBS.has(w.root)) : undefined;
  const out: Finding[] = [];
  if (stems.length || loaded.length) {
    out.push({
      type: 'leading_question',
      severity: 'high',
      message: stems.length
        ? `The stem ${quote(stems)} invites agreement.`
        : `The loaded word${loaded.length > 1 ? 's' : ''} ${quote(loaded)} tell${loaded.length > 1 ? '' : 's'} the respondent what to think.`,
      suggestion: 'Ask neutrally and offer both directions, e.g. "How satisfied or dissatisfied are you with ...?"',
    });
  } else if (assumed) {
    out.push({
      type: 'leading_question',
      severity: 'high',
      message: `The question assumes an effect ("${assumed.text}") the respondent may not have seen.`,
      suggestion: 'Ask first whether anything changed, then how much: "Has X changed ...? (Improved / No change / Worsened)".',
    });
  }
  return out;
}

/** A colon or comma followed somewhere by "and"/"or", with three or more comma-separated parts: "e.g. A, B and C". (One
 * search after the first mark, where `[:,].*\b(and|or)\b` retried from every comma and took quadratic time.) */
function listsExamples(stem: string): boolean {
  const mark = stem.search(/[:,]/);
  return mark >= 0 && /\b(and|or)\b/i.test(stem.slice(mark + 1)) && stem.split(',').length >= 3;
}

export function doubleBarreled(p: Prepared): Finding[] {
  if (p.options.length === 0 && listsExamples(p.stem)) return []; // a list of examples
  let lower = p.lower;
  for (const pair of FIXED_PAIRS) lower = lower.replaceAll(pair, '_');
  const words = p.words.filter((w) => !FIXED_PAIRS.some((pair) => pair.split(' ').includes(w.normal) && !lower.includes(` ${w.normal} `)));
  for (let i = 1; i < words.length - 1; i++) {
    const joiner =
      words[i].normal === '&' || words[i].text === '&' ? '&' : ['and', 'or'].includes(words[i].normal) ? words[i].normal : null;
    const asWellAs = words[i].normal === 'as' && words[i + 1]?.normal === 'well' && words[i + 2]?.normal === 'as';
    if (!joiner && !asWellAs) continue;
    const before = words[i - 1];
    const after = words[asWellAs ? i + 3 : i + 1];
    if (!after) continue;
    // The head of what follows: past determiners, possessives and adjectives ("the price and the overall quality").
    const next =
      words
        .slice(asWellAs ? i + 3 : i + 1)
        .find((w) => !w.tags.has('Determiner') && !w.tags.has('Possessive') && !w.tags.has('Adjective')) ?? after;
    const pair = (a: string) => before.tags.has(a) && next.tags.has(a);
    const qualities = (before.tags.has('Adjective') || before.tags.has('Adverb')) && after.tags.has('Adjective');
    // "satisfied or dissatisfied", "likely or unlikely": one dimension named from both ends, the neutral way to ask.
    const opposite = ['dis', 'un', 'in', 'im', 'non'].some((x) => after.normal === x + before.normal || before.normal === x + after.normal);
    if (!opposite && (pair('Noun') || pair('Verb') || qualities)) {
      return [
        {
          type: 'double_barreled',
          severity: 'high',
          message: `"${before.text} ${asWellAs ? 'as well as' : joiner} ${qualities ? after.text : next.text}" asks about two things under one answer.`,
          suggestion: `Split it into two questions, one about "${before.text}" and one about "${qualities ? after.text : next.text}".`,
        },
      ];
    }
  }
  return [];
}

export function unbalancedScale(p: Prepared): Finding[] {
  const out: Finding[] = [];
  const range = /scale (?:of|from) (-?\d+) (?:to|-|through) (-?\d+)/.exec(p.lower) ?? /\((-?\d+)\s*(?:-|to)\s*(-?\d+)\)/.exec(p.lower);
  if (range) {
    const [lo, hi] = [Number(range[1]), Number(range[2])];
    const points = hi - lo + 1;
    if (points > HEALTH_CHECK.maxScalePoints && !(lo === 0 && hi === 10)) {
      out.push({
        type: 'unbalanced_scale',
        severity: 'medium',
        message: `A ${points}-point scale (${lo}-${hi}) is hard to tell apart point by point.`,
        suggestion: 'Use 5 or 7 labelled points, or 0-10 when comparing with NPS-style measures.',
      });
    }
  }
  const labels = p.options.map((o) => o.toLowerCase());
  const good = labels.filter((l) => FAVOURABLE.has(l)).length;
  const bad = labels.filter((l) => UNFAVOURABLE.has(l)).length;
  if (good + bad >= 2 && good !== bad) {
    out.push({
      type: 'unbalanced_scale',
      severity: 'high',
      message: `The scale has ${good} favourable and ${bad} unfavourable label${bad === 1 ? '' : 's'}, which pulls answers to the ${good > bad ? 'positive' : 'negative'} side.`,
      suggestion: 'Give the same number of points on each side of a neutral midpoint, e.g. Very poor / Poor / Fair / Good / Very good.',
    });
  }
  return out;
}

export function sensitive(p: Prepared): Finding[] {
  const topics = [...new Set(p.words.map((w) => SENSITIVE[w.root] ?? SENSITIVE[w.normal]).filter(Boolean))];
  if (topics.length === 0) return [];
  return [
    {
      type: 'sensitive_topic',
      severity: 'medium',
      message: `The question touches a sensitive topic (${topics.join(', ')}).`,
      suggestion:
        'Offer "Prefer not to say", use neutral face-saving wording (ranges rather than exact figures), and place it late in the survey.',
    },
  ];
}

export function ambiguous(p: Prepared): Finding[] {
  // "how many" and "how much" ask for a number; they are not vague.
  const vague = [
    ...new Set(p.words.filter((w, i) => VAGUE_QUANTIFIERS.has(w.normal) && p.words[i - 1]?.normal !== 'how').map((w) => w.normal)),
  ];
  const universal = [...new Set(p.words.filter((w) => UNIVERSALS.has(w.normal)).map((w) => w.normal))];
  const negations =
    p.words.filter((w) => NEGATIONS.has(w.normal) || w.tags.has('Negative')).length +
    p.words.filter(
      (w) => /^(un|dis|in|im)[a-z]{4,}$/.test(w.normal) && w.tags.has('Adjective') && p.words.some((x) => NEGATIONS.has(x.normal)),
    ).length;
  const behaviour = BEHAVIOUR_STEMS.some((s) => has(p, s)) && !PERIOD_MARKERS.some((m) => has(p, m));
  const problems: string[] = [];
  if (vague.length) problems.push(`vague quantifier${vague.length > 1 ? 's' : ''} ${quote(vague)}`);
  if (universal.length) problems.push(`absolute word${universal.length > 1 ? 's' : ''} ${quote(universal)}`);
  if (negations >= 2) problems.push('a double negative');
  if (behaviour) problems.push('no reference period for a behaviour');
  if (problems.length === 0) return [];
  return [
    {
      type: 'ambiguous_wording',
      severity: 'medium',
      message: `The wording is open to interpretation: ${problems.join('; ')}.`,
      suggestion: behaviour
        ? 'Name a period and a unit, e.g. "In the past 30 days, how many times did you ...?"'
        : 'Replace vague or absolute words with concrete amounts or periods, and state the question positively.',
    },
  ];
}

const RANGE = /^(\d+)\s*(?:-|–|to)\s*(\d+)$/;
const OPEN_TOP = /^(\d+)\s*(?:\+|or more|and over|or older)$/;
const OPEN_BOTTOM = /^(?:under|less than|below)\s*(\d+)$/;

export function missingOption(p: Prepared): Finding[] {
  if (p.options.length < 2) return [];
  const ranges = p.options.map((o) => {
    const t = o.toLowerCase().replace(/[$£€,]/g, '');
    const r = RANGE.exec(t);
    if (r) return [Number(r[1]), Number(r[2])];
    const top = OPEN_TOP.exec(t);
    if (top) return [Number(top[1]), Infinity];
    const bottom = OPEN_BOTTOM.exec(t);
    if (bottom) return [-Infinity, Number(bottom[1]) - 1];
    return null;
  });
  const numeric = ranges.filter((r): r is number[] => r !== null).sort((a, b) => a[0] - b[0]);
  if (numeric.length >= 2) {
    for (let i = 1; i < numeric.length; i++) {
      const [prev, next] = [numeric[i - 1], numeric[i]];
      if (next[0] <= prev[1] || next[0] > prev[1] + 1) {
        const overlap = next[0] <= prev[1];
        return [
          {
            type: 'missing_option',
            severity: 'high',
            message: overlap
              ? `The ranges overlap: ${prev[1]} falls in two options.`
              : `The ranges leave a gap: ${prev[1] + 1}${next[0] - 1 > prev[1] + 1 ? `-${next[0] - 1}` : ''} fits no option.`,
            suggestion: 'Make the ranges mutually exclusive and exhaustive (e.g. 18-24, 25-34, 35-44, 45 or older).',
          },
        ];
      }
    }
    return [];
  }
  const lower = p.options.map((o) => o.toLowerCase());
  // A rating scale covers every opinion by construction; only lists of things need a way out.
  const scale = lower.filter((o) => FAVOURABLE.has(o) || UNFAVOURABLE.has(o) || SCALE_MIDPOINTS.has(o)).length >= lower.length - 1;
  if (!scale && !lower.some((o) => ESCAPE_OPTIONS.some((e) => o.includes(e)))) {
    return [
      {
        type: 'missing_option',
        severity: 'medium',
        message: 'The options offer no way out for respondents who fit none of them.',
        suggestion: 'Add "Other (please specify)", "Don\'t know" or "Prefer not to say" as fits the question.',
      },
    ];
  }
  return [];
}

export function tooLong(p: Prepared): Finding[] {
  const words = p.words.length;
  const grade = readingGrade(p);
  if (words > HEALTH_CHECK.highWords || p.stem.length > HEALTH_CHECK.highChars) {
    return [
      {
        type: 'too_long',
        severity: 'high',
        message: `The question has ${words} words and ${p.stem.length} characters; long questions are misread and skipped.`,
        suggestion: `Cut it below ${HEALTH_CHECK.mediumWords} words: move explanations into a description and keep one idea per question.`,
      },
    ];
  }
  if (words > HEALTH_CHECK.mediumWords || grade > HEALTH_CHECK.mediumGrade) {
    return [
      {
        type: 'too_long',
        severity: 'medium',
        message:
          words > HEALTH_CHECK.mediumWords
            ? `The question has ${words} words (more than ${HEALTH_CHECK.mediumWords}).`
            : `The reading grade is ${grade.toFixed(1)} (Flesch-Kincaid; above ${HEALTH_CHECK.mediumGrade}).`,
        suggestion: 'Use shorter sentences and everyday words.',
      },
    ];
  }
  return [];
}

export function jargon(p: Prepared): Finding[] {
  const acronyms = [
    ...new Set(p.words.filter((w) => /^[A-Z]{2,}s?$/.test(w.text) && !ACRONYMS_ALLOWED.has(w.text.replace(/s$/, ''))).map((w) => w.text)),
  ];
  const technical = [
    ...new Set(p.words.filter((w) => TECHNICAL_TERMS.has(w.normal) || TECHNICAL_TERMS.has(w.root)).map((w) => w.normal)),
  ].filter((t) => !acronyms.some((a) => a.toLowerCase() === t));
  const long = p.words.filter((w) => w.syllables >= HEALTH_CHECK.longWordSyllables);
  const heavy = p.words.length >= HEALTH_CHECK.longWordMinWords && long.length / p.words.length > HEALTH_CHECK.longWordShare;
  if (!acronyms.length && !technical.length && !heavy) return [];
  const parts: string[] = [];
  if (acronyms.length) parts.push(`unexplained acronym${acronyms.length > 1 ? 's' : ''} ${quote(acronyms)}`);
  if (technical.length) parts.push(`technical term${technical.length > 1 ? 's' : ''} ${quote(technical)}`);
  if (heavy) parts.push(`${long.length} of ${p.words.length} words have ${HEALTH_CHECK.longWordSyllables} or more syllables`);
  return [
    {
      type: 'jargon',
      severity: 'medium',
      message: `Respondents may not understand ${parts.join('; ')}.`,
      suggestion: 'Spell out acronyms on first use and prefer the words respondents use themselves.',
    },
  ];
}

export const RULES = [leading, doubleBarreled, unbalancedScale, sensitive, ambiguous, missingOption, tooLong, jargon];

// One question's text prepared for the rules: compromise's sentences, terms (normalised, with roots and parts of
// speech) and syllables, and the answer options written into the line, if any ("... (Yes, No, Not sure)").
import nlp from 'compromise';
import speech from 'compromise-speech';
import { splitOptionList } from '../text-scan';
import { HEALTH_CHECK } from './thresholds';

nlp.plugin(speech);

export interface Term {
  text: string;
  normal: string;
  root: string;
  tags: ReadonlySet<string>;
  syllables: number;
}

export interface Prepared {
  text: string;
  /** The question without the options written after it. */
  stem: string;
  lower: string;
  sentences: number;
  words: Term[];
  options: string[];
}

interface JsonTerm {
  text: string;
  normal?: string;
  root?: string;
  tags?: string[];
  syllables?: string[];
}

const SEPARATOR = /[,/;|]/;

/** "... (Yes, No, Not sure)?": the stem before the last bracket that closes the line, and what the bracket holds. */
function bracketed(text: string): [string, string] | null {
  const end = text.trimEnd().replace(/\?$/, '').trimEnd();
  if (!end.endsWith(')')) return null;
  const open = end.lastIndexOf('(');
  const inside = end.slice(open + 1, -1);
  if (open < 0 || inside.includes(')') || !SEPARATOR.test(inside)) return null;
  return [trimEndOf(end.slice(0, open), ' \t\n\r\f\v:'), inside];
}

/** "How was it? Good, bad": what follows the last question mark or colon, when it lists options. */
function afterMark(text: string): [string, string] | null {
  const mark = Math.max(text.lastIndexOf('?'), text.lastIndexOf(':'));
  if (mark < 0) return null;
  const rest = text.slice(mark + 1).trimStart();
  return SEPARATOR.test(rest) ? [text.slice(0, mark + 1), rest] : null;
}

const trimEndOf = (text: string, chars: string): string => {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end -= 1;
  return text.slice(0, end);
};

/**
 * Options after the question: in trailing brackets, or after the question mark or a colon, split on , / ; | or "or".
 * Written with string search rather than one pattern: the pattern it replaces took quadratic time on a bracket of
 * 100,000 commas (the security review's finding 2).
 */
function splitOptions(text: string): { stem: string; options: string[] } {
  const match = bracketed(text) ?? afterMark(text);
  if (!match) return { stem: text, options: [] };
  const options = splitOptionList(match[1])
    .map((o) => o.replace(/[.?]$/, ''))
    .filter(Boolean);
  return options.length >= 2 ? { stem: match[0].trim(), options } : { stem: text, options: [] };
}

/** Prepares at most HEALTH_CHECK.analysedChars characters: a longer question is too long whatever the rest says, and
 * no rule (nor the language model underneath) then sees more than that of a caller's text. */
export function prepare(full: string): Prepared {
  const text = full.length > HEALTH_CHECK.analysedChars ? full.slice(0, HEALTH_CHECK.analysedChars) : full;
  const { stem, options } = splitOptions(text);
  const doc = nlp(stem);
  doc.compute('root');
  doc.compute('syllables');
  // `root` and `syllables` come from compute() above; compromise's option types do not list them.
  const sentences = doc.json({ terms: { normal: true, root: true, tags: true, syllables: true } } as object) as { terms: JsonTerm[] }[];
  const words = sentences
    .flatMap((s) => s.terms)
    .filter((t) => /[A-Za-z0-9]/.test(t.text))
    .map((t) => ({
      text: t.text,
      normal: (t.normal ?? t.text).toLowerCase(),
      root: (t.root ?? t.normal ?? t.text).toLowerCase(),
      tags: new Set(t.tags ?? []),
      syllables: Math.max(1, t.syllables?.length ?? 1),
    }));
  return {
    text,
    stem,
    lower: ` ${stem.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ')} `,
    sentences: Math.max(1, sentences.length),
    words,
    options,
  };
}

/** Flesch-Kincaid grade: 0.39 words/sentences + 11.8 syllables/words - 15.59. */
export function readingGrade(p: Prepared): number {
  if (p.words.length === 0) return 0;
  const syllables = p.words.reduce((n, w) => n + w.syllables, 0);
  return 0.39 * (p.words.length / p.sentences) + 11.8 * (syllables / p.words.length) - 15.59;
}

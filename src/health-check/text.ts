// One question's text prepared for the rules: compromise's sentences, terms (normalised, with roots and parts of
// speech) and syllables, and the answer options written into the line, if any ("... (Yes, No, Not sure)").
import nlp from 'compromise';
import speech from 'compromise-speech';

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

/** Options after the question: in trailing brackets, or after the question mark or a colon, split on , / ; | or "or". */
function splitOptions(text: string): { stem: string; options: string[] } {
  const bracket = /^(.*?)[\s:]*\(([^()]*[,/;|][^()]*)\)\s*\??\s*$/.exec(text);
  const after = /^(.*?[?:])\s*([^?:]*[,/;|][^?:]*)$/.exec(text);
  const match = bracket ?? after;
  if (!match) return { stem: text, options: [] };
  const options = match[2]
    .split(/\s*(?:[,/;|]|\bor\b)\s*/i)
    .map((o) => o.trim().replace(/[.?]$/, ''))
    .filter(Boolean);
  return options.length >= 2 ? { stem: match[1].trim(), options } : { stem: text, options: [] };
}

export function prepare(text: string): Prepared {
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

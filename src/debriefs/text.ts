// The text rules of cognitive debriefing (docs/design/debriefs.md): confusion markers, content-word stems (compromise's roots,
// English stop words removed with the `stopword` list the analytics use), and redaction of personal data.
import nlp from 'compromise';
import { eng } from 'stopword';
import { tokenize } from '../analytics/terms';
import { CONFUSION_MARKERS } from './thresholds';
import { replaceEmails, replacePhones } from '../text-scan';

const STOP = new Set(eng);

const normal = (text: string): string => text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();

/** Whether an answer says the participant did not understand (a marker, or nothing but a question mark). */
export function hasConfusionMarker(text: string): boolean {
  const t = normal(text);
  return /^\?+$/.test(t) || CONFUSION_MARKERS.some((m) => t.includes(m));
}

/** The stems of a text's content words: roots in lower case, stop words, numbers and single letters dropped. */
export function contentStems(text: string): Set<string> {
  const doc = nlp(text);
  doc.compute('root');
  const terms = (
    doc.json({ terms: { normal: true, root: true } } as object) as { terms: { normal?: string; root?: string; text: string }[] }[]
  ).flatMap((s) => s.terms);
  const out = new Set<string>();
  for (const t of terms) {
    const word = (t.root ?? t.normal ?? t.text).toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, '');
    if (word.length > 1 && !STOP.has(word) && !/^\d+$/.test(word)) out.add(word.replace(/'s$/, ''));
  }
  return out;
}

/** Share of the question's content words a paraphrase keeps (1 when the question has none). */
export function overlap(question: ReadonlySet<string>, paraphrase: ReadonlySet<string>): number {
  if (!question.size) return 1;
  let shared = 0;
  for (const w of question) if (paraphrase.has(w)) shared++;
  return shared / question.size;
}

/** Terms and two-word phrases of answers with how many answers use each (an answer counts a term once). */
export function themeCounts(answers: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const words = tokenize(a);
    const seen = new Set([...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)]);
    for (const t of seen) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return counts;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What redaction leaves in a quote's place, and the word of it themes skip. */
export const REDACTED = '[redacted]';
export const REDACTED_WORD = 'redacted';

/** Replaces emails, phone numbers and the given names (whole words, any case) with `[redacted]`. */
export function redactor(names: Iterable<string>): (text: string) => string {
  const list = [...new Set([...names].map((n) => n.trim()).filter((n) => n.length > 1))].sort((a, b) => b.length - a.length);
  const byName = list.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map(escapeRe).join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null;
  return (text) => {
    // Linear-time scanners (src/text-scan.ts): a respondent's answer must not hold the process.
    let out = replacePhones(replaceEmails(text, REDACTED), REDACTED);
    if (byName) out = out.replace(byName, REDACTED);
    return out;
  };
}

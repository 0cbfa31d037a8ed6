// Placeholders filled when a screen is served (docs/design/piping.md): an answer as the respondent read it (a choice
// as its label, several as "A, B and C", a number as the survey's language writes it), a hidden field's value, the
// contact's name, a variable's value; an empty one as its fallback, else nothing. The page escapes the result like
// any other text.
import { fill, type Placeholder } from './placeholders';

/** What a piped answer needs of its question. */
export interface PipedQuestion {
  type: string;
  config: Record<string, unknown>;
}

export interface PipingContext {
  lang: string;
  question(id: string): PipedQuestion | undefined;
  answers: ReadonlyMap<string, unknown>;
  hidden: Readonly<Record<string, string>>;
  contact: { firstName: string | null; lastName: string | null } | null;
  variables: Readonly<Record<string, unknown>>;
  /** The survey's measured median time to complete, in seconds (null before enough completions). */
  medianSeconds: number | null;
}

/** The median as the language says a number of minutes ("2 minutes", "2 Minuten"), whole minutes, at least one. */
export function durationText(seconds: number | null, lang: string): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const minutes = Math.max(1, Math.round(seconds / 60));
  const format = (tag: string) => new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  return safe(
    () => format(lang),
    () => format('en'),
  ).format(minutes);
}

const safe = <T>(make: () => T, fallback: () => T): T => {
  try {
    return make();
  } catch {
    return fallback(); // a language tag Intl does not know: English
  }
};

function one(q: PipedQuestion | undefined, value: unknown, lang: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number')
    return safe(
      () => new Intl.NumberFormat(lang),
      () => new Intl.NumberFormat('en'),
    ).format(value);
  if (typeof value === 'boolean') return value ? 'Yes' : null;
  if (typeof value === 'string') {
    if (q?.type === 'yes_no') return String(value === 'yes' ? (q.config.yesLabel ?? 'Yes') : (q.config.noLabel ?? 'No'));
    const option = ((q?.config.options as { id: string; label: string }[] | undefined) ?? []).find((o) => o.id === value);
    return option ? option.label : value;
  }
  const other = (value as { other?: unknown }).other;
  return typeof other === 'string' ? other : null; // a grid, a ranking: no one way to say it, so the fallback
}

/** An answer as words: several joined as the language joins a list ("A, B and C"). */
export function answerText(q: PipedQuestion | undefined, value: unknown, lang: string): string | null {
  if (!Array.isArray(value)) return one(q, value, lang);
  const parts = value.map((v) => one(q, v, lang)).filter((v): v is string => v !== null);
  if (!parts.length) return null;
  return safe(
    () => new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }),
    () => new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }),
  ).format(parts);
}

function valueOf(p: Placeholder, ctx: PipingContext): string | null {
  switch (p.kind) {
    case 'answer':
      return answerText(ctx.question(p.ref), ctx.answers.get(p.ref), ctx.lang);
    case 'hidden':
      return ctx.hidden[p.ref] ?? null;
    case 'contact':
      return p.ref === 'firstName' ? (ctx.contact?.firstName ?? null) : p.ref === 'lastName' ? (ctx.contact?.lastName ?? null) : null;
    case 'variable':
      return answerText(undefined, ctx.variables[p.ref], ctx.lang);
    case 'survey':
      return p.ref === 'duration' ? durationText(ctx.medianSeconds, ctx.lang) : null;
  }
}

/** `text` with its placeholders filled from `ctx`. */
export const piped = (text: string, ctx: PipingContext): string => fill(text, (p) => valueOf(p, ctx));

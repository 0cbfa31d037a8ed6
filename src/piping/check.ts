// Placeholders checked when a text is saved (docs/design/piping.md): each names a question placed before the text's
// own, a hidden field the survey declares, a contact's name or a calculated variable of the survey; anything else is
// a 400 naming the field and the character position.
import type { FieldError } from '../errors';
import { scan } from './placeholders';

export interface PipingScope {
  /** The survey's questions, and those placed before the text's own (all of them for a survey's messages). */
  questions: ReadonlySet<string>;
  before: ReadonlySet<string>;
  hidden: ReadonlySet<string>;
  variables: ReadonlySet<string>;
}

/** What a contact placeholder may name. */
export const CONTACT_FIELDS: ReadonlySet<string> = new Set(['firstName', 'lastName']);
/** What a survey placeholder may name: the measured median time to complete it. */
export const SURVEY_FACTS: ReadonlySet<string> = new Set(['duration']);

export function pipingProblems(texts: readonly { field: string; text: string | null | undefined }[], scope: PipingScope): FieldError[] {
  const errors: FieldError[] = [];
  for (const { field, text } of texts) {
    if (!text || !text.includes('{{')) continue;
    const { found, bad } = scan(text);
    const mine: FieldError[] = [];
    const at = (position: number, message: string) =>
      mine.push({ in: 'body', name: field, message: `at ${position}: ${message}`, position });
    for (const b of bad) at(b.position, b.message);
    for (const p of found) {
      if (p.kind === 'answer' && !scope.questions.has(p.ref)) at(p.start, `names question ${p.ref}, which is not in this survey`);
      else if (p.kind === 'answer' && !scope.before.has(p.ref)) at(p.start, `names question ${p.ref}, which is not placed before this one`);
      else if (p.kind === 'hidden' && !scope.hidden.has(p.ref))
        at(p.start, `names hidden field ${p.ref}, which this survey does not declare`);
      else if (p.kind === 'variable' && !scope.variables.has(p.ref))
        at(p.start, `names variable ${p.ref}, which this survey does not define`);
      else if (p.kind === 'contact' && !CONTACT_FIELDS.has(p.ref)) at(p.start, `names contact field ${p.ref}; use firstName or lastName`);
      else if (p.kind === 'survey' && !SURVEY_FACTS.has(p.ref)) at(p.start, `names survey fact ${p.ref}; use duration`);
    }
    errors.push(...mine.sort((a, b) => (a.position ?? 0) - (b.position ?? 0)));
  }
  return errors;
}

/** The texts of a question a respondent reads, with where each stands in the request body. */
export function questionTexts(q: { title?: string | null; description?: string | null; config?: Record<string, unknown> }) {
  const options = (q.config?.options as { label?: string }[] | undefined) ?? [];
  return [
    { field: 'title', text: q.title },
    { field: 'description', text: q.description },
    ...options.map((o, i) => ({ field: `config.options[${i}].label`, text: o?.label })),
  ];
}

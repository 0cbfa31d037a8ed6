// HTML built with a tagged template that escapes every interpolated value, so survey titles, labels and answers
// (respondent and customer input) can never become markup in the renderer. Nested `html` results and arrays of
// them are inserted as they are.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

const piece = (value: unknown): string => {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(piece).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
};

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? piece(values[i]) : ''), ''));
}

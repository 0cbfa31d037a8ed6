// Placeholders in a survey's texts (docs/design/piping.md): `{{answer:<questionId>}}`, `{{hidden:<name>}}`,
// `{{contact:firstName}}`, `{{variable:<name>}}` and `{{survey:duration}}`, each with an optional fallback after `|`. Found by indexOf, one
// pass: no pattern backtracks over a caller's text.

export type PlaceholderKind = 'answer' | 'hidden' | 'contact' | 'variable' | 'survey';
const KINDS: ReadonlySet<string> = new Set<PlaceholderKind>(['answer', 'hidden', 'contact', 'variable', 'survey']);

export interface Placeholder {
  kind: PlaceholderKind;
  ref: string;
  fallback: string | null;
  /** Where `{{` stands, 0-based, and the character after `}}`. */
  start: number;
  end: number;
}

export interface Scanned {
  found: Placeholder[];
  /** Text between `{{` and `}}` that is no placeholder, or a `{{` never closed. */
  bad: { position: number; message: string }[];
}

const OPEN = '{{';
const CLOSE = '}}';
/** The longest placeholder's inside: a question id, a name, a short fallback. */
const MAX_INSIDE = 300;

export function scan(text: string): Scanned {
  const out: Scanned = { found: [], bad: [] };
  for (let at = text.indexOf(OPEN); at >= 0; at = text.indexOf(OPEN, at)) {
    const close = text.indexOf(CLOSE, at + OPEN.length);
    if (close < 0) {
      out.bad.push({ position: at, message: 'opens a placeholder with {{ that no }} closes' });
      return out;
    }
    const inside = text.slice(at + OPEN.length, close);
    const colon = inside.indexOf(':');
    const bar = inside.indexOf('|');
    const kind = colon > 0 ? inside.slice(0, colon).trim() : '';
    const ref = colon > 0 ? inside.slice(colon + 1, bar > colon ? bar : undefined).trim() : '';
    if (inside.length > MAX_INSIDE || !KINDS.has(kind) || !ref) {
      out.bad.push({
        position: at,
        message:
          'is not a placeholder: write {{answer:<questionId>}}, {{hidden:<name>}}, {{contact:firstName}}, {{variable:<name>}} or {{survey:duration}}',
      });
    } else {
      out.found.push({
        kind: kind as PlaceholderKind,
        ref,
        fallback: bar > colon ? inside.slice(bar + 1) : null,
        start: at,
        end: close + CLOSE.length,
      });
    }
    at = close + CLOSE.length;
  }
  return out;
}

/** `text` with each placeholder replaced by its value, else its fallback, else nothing. */
export function fill(text: string, value: (p: Placeholder) => string | null): string {
  if (!text.includes(OPEN)) return text;
  const { found } = scan(text);
  let out = '';
  let from = 0;
  for (const p of found) {
    const v = value(p);
    out += text.slice(from, p.start) + (v === null || v === '' ? (p.fallback ?? '') : v);
    from = p.end;
  }
  return out + text.slice(from);
}

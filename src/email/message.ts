// One invitation as it goes out (docs/design/email.md): the plain-text body with its placeholders filled, an HTML part derived from it
// (every character escaped, the links made clickable, nothing else), and the RFC 8058 unsubscribe headers.
import { esc } from '../html';

export interface Fill {
  firstName: string | null;
  lastName: string | null;
  link: string;
  unsubscribeLink: string;
}

const PLACEHOLDER = /\{\{\s*(firstName|lastName|link|unsubscribeLink)\s*\}\}/g;

export const fill = (template: string, f: Fill): string => template.replace(PLACEHOLDER, (_, name: keyof Fill) => f[name] ?? '');

/** Whether the body names the personal link (a send without it could not be answered). */
export const hasLinkPlaceholder = (body: string): boolean => /\{\{\s*link\s*\}\}/.test(body);

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/** The HTML part: paragraphs and line breaks of the text, escaped, with its http(s) links clickable. */
export function htmlOf(text: string): string {
  const linked = (line: string): string => {
    let out = '';
    let last = 0;
    for (const m of line.matchAll(URL_IN_TEXT)) {
      out += esc(line.slice(last, m.index)) + `<a href="${esc(m[0])}">${esc(m[0])}</a>`;
      last = (m.index ?? 0) + m[0].length;
    }
    return out + esc(line.slice(last));
  };
  const paragraphs = text.split(/\n{2,}/).map((p) => `<p>${p.split('\n').map(linked).join('<br>')}</p>`);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`;
}

export interface Message {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export function invitation(m: { from: string; to: string; subject: string; body: string; fill: Fill }): Message {
  const text = fill(m.body, m.fill);
  return {
    from: m.from,
    to: m.to,
    subject: fill(m.subject, m.fill).replace(/[\r\n]+/g, ' '),
    text,
    html: htmlOf(text),
    headers: {
      'List-Unsubscribe': `<${m.fill.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** `jane@example.com` -> `j***@example.com`: enough to recognise someone, nothing to mail them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

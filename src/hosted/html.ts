// HTML building for the hosted page: ids and links made safe (its text is escaped by src/html.ts, once).

/** Attribute-safe id fragment for option/row ids (ids are the survey's own strings). */
export const idPart = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`);

/** A URL a page may link or redirect to: `https:` or `http:` only, so a stored `javascript:` or `data:` URL (saved
 * before the contract refused them) is never followed, whatever the page's CSP would have done. */
export const followable = (url: unknown): string | null => (typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null);

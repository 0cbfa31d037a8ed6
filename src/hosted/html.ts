// HTML building for the hosted page: every text that came from a survey is escaped here, once.
export const esc = (s: unknown): string =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Attribute-safe id fragment for option/row ids (ids are the survey's own strings). */
export const idPart = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`);

// The hosted page's response headers (docs/design/collectors.md, docs/design/repeated-requests.md): only the service's own script and stylesheet, images over https
// (a question's pictures), forms posted to the page itself, no caching of a page that holds answers. An embed
// collector's page may be framed by any https site; every other page by none.
export function hostedHeaders(frameable: boolean): Record<string, string> {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${frameable ? 'https:' : "'none'"}`,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

/** The request's cookies by name (the first of a repeated name wins). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!(name in out)) out[name] = part.slice(eq + 1).trim();
  }
  return out;
}

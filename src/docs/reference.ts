// The browsable API reference and the pages that explain problem codes. The reference is Scalar's standalone
// renderer (@scalar/api-reference), served from node_modules (no CDN): a three-pane page with search and code samples
// (curl, JavaScript, Python and more) for every operation, whose "Test request" calls the contract's server (the
// deployment's SITE_URL, set at serve time). It is configured by a data attribute, so the page has no inline script,
// and told not to fetch its fonts, so it loads nothing from another origin.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROBLEMS, type ProblemCode } from '../problems';

// The package exports no path to its browser bundle: it sits beside the main entry (dist/index.js).
const SCALAR = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');
/** The files the page serves, by name: a Map, so a name like `constructor` or `__proto__` finds nothing. */
const ASSETS: ReadonlyMap<string, { content: () => Buffer; contentType: string }> = new Map([
  ['reference.js', { content: () => fs.readFileSync(SCALAR), contentType: 'text/javascript' }],
  ['favicon.svg', { content: () => Buffer.from(FAVICON), contentType: 'image/svg+xml' }],
]);

/** The page's icon: an F on the service's blue. */
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d4ed8"/>' +
  '<path d="M9 8h14v4H13v4h8v4h-8v6H9z" fill="#fff"/></svg>';

export function referenceAsset(name: string): { content: Buffer; contentType: string } | null {
  const asset = ASSETS.get(name);
  return asset ? { content: asset.content(), contentType: asset.contentType } : null;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The headers of every HTML page the service serves (docs/design/repeated-requests.md): only its own scripts (inline ones by hash), no framing. */
export function pageHeaders(inlineScripts: readonly string[] = []): Record<string, string> {
  const hashes = inlineScripts.map((code) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  const csp = [
    "default-src 'self'",
    `script-src 'self'${hashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'", // the reference sets style attributes; the problem pages carry one <style>
    "img-src 'self' data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}

/** Scalar's settings: the contract to render, no fonts from Scalar's servers, no links to its hosted products or its AI agent. */
const scalarConfiguration = (specUrl: string) => ({
  url: specUrl,
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  hiddenClients: { shell: ['httpie', 'wget'] },
});

export function referencePage(specUrl: string): { html: string; headers: Record<string, string> } {
  const configuration = escapeHtml(JSON.stringify(scalarConfiguration(specUrl)));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Fieldwork API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/docs/assets/favicon.svg">
</head>
<body>
<script id="api-reference" data-configuration="${configuration}"></script>
<script src="/docs/assets/reference.js"></script>
</body>
</html>
`;
  return { html, headers: pageHeaders() };
}

const inline = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** A plain text page of the service (a problem code, the changelog): one column, its own small style sheet. */
export function textPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)} | Fieldwork API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/docs/assets/favicon.svg">
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:0 .2em}</style>
</head>
<body>
${bodyHtml}
</body>
</html>
`;
}

export function problemPage(code: ProblemCode): string {
  const p = PROBLEMS[code];
  const others = (Object.keys(PROBLEMS) as ProblemCode[])
    .map((c) => `<li><a href="/problems/${c}">${c}</a> (${PROBLEMS[c].status})</li>`)
    .join('\n');
  return textPage(
    `${code}: ${p.title}`,
    `<h1>${escapeHtml(p.title)}</h1>
<p>Code <code>${code}</code>, HTTP status <strong>${p.status}</strong>.</p>
<p>${inline(p.about)}</p>
<p>Every problem response is <code>application/problem+json</code> with <code>type</code>, <code>title</code>,
<code>status</code>, <code>detail</code>, <code>code</code> and <code>requestId</code>. See the <a href="/docs">API reference</a>.</p>
<h2>All codes</h2>
<ul>
${others}
</ul>`,
  );
}

// The browsable API reference (Swagger UI from node_modules, no CDN) and the pages that explain problem codes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROBLEMS, type ProblemCode } from '../problems';

const ASSET_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/** The files the page serves, by name: a Map, so a name like `constructor` or `__proto__` finds nothing. */
export const REFERENCE_ASSETS: ReadonlyMap<string, string> = new Map([
  ['swagger-ui.css', 'text/css'],
  ['swagger-ui-bundle.js', 'text/javascript'],
  ['favicon-32x32.png', 'image/png'],
  ['favicon-16x16.png', 'image/png'],
]);

export function referenceAsset(file: string): { content: Buffer; contentType: string } | null {
  const contentType = REFERENCE_ASSETS.get(file);
  if (!contentType) return null;
  return { content: fs.readFileSync(path.join(ASSET_DIR, file)), contentType };
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The headers of every HTML page the service serves (docs/design/repeated-requests.md): only its own scripts (inline ones by hash), no framing. */
export function pageHeaders(inlineScripts: readonly string[] = []): Record<string, string> {
  const hashes = inlineScripts.map((code) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  const csp = [
    "default-src 'self'",
    `script-src 'self'${hashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'", // Swagger UI sets style attributes; the problem pages carry one <style>
    "img-src 'self' data:",
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

/** The reference page's one inline script: it starts Swagger UI on the contract. */
const referenceScript = (specUrl: string): string => `
window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: '#reference', deepLinking: true,
  showExtensions: true, defaultModelsExpandDepth: 0, docExpansion: 'list' });
`;

export function referencePage(specUrl: string): { html: string; headers: Record<string, string> } {
  const script = referenceScript(specUrl);
  return { html: referenceHtml(script), headers: pageHeaders([script]) };
}

function referenceHtml(script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Fieldwork API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="reference"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>${script}</script>
</body>
</html>
`;
}

const inline = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

export function problemPage(code: ProblemCode): string {
  const p = PROBLEMS[code];
  const others = (Object.keys(PROBLEMS) as ProblemCode[])
    .map((c) => `<li><a href="/problems/${c}">${c}</a> (${PROBLEMS[c].status})</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${code}: ${escapeHtml(p.title)} | Fieldwork API</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:0 .2em}</style>
</head>
<body>
<h1>${escapeHtml(p.title)}</h1>
<p>Code <code>${code}</code>, HTTP status <strong>${p.status}</strong>.</p>
<p>${inline(p.about)}</p>
<p>Every problem response is <code>application/problem+json</code> with <code>type</code>, <code>title</code>,
<code>status</code>, <code>detail</code>, <code>code</code> and <code>requestId</code>. See the <a href="/docs">API reference</a>.</p>
<h2>All codes</h2>
<ul>
${others}
</ul>
</body>
</html>
`;
}

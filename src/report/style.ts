// The report's print stylesheet (a cover page, then sections that flow one after another, so no page is left half empty; a short table is kept on one page, a long table
// repeats its header on each page and never splits a row), and the header and footer Chromium stamps on every page (their own tiny
// documents: they see only inline styles and the pageNumber/totalPages classes).
import { html, type Html } from './html';

/**
 * Text in any script: Latin, Greek, Cyrillic, Arabic and Hebrew from DejaVu, Chinese, Japanese and Korean from
 * Noto Sans CJK, emoji from Noto Color Emoji (`npm start` and `npm test` install the Noto fonts).
 */
export const FONT_STACK = `"DejaVu Sans", "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK KR", "Noto Color Emoji", "Liberation Sans", Arial, sans-serif`;

export const STYLE = `
@page { size: A4; }
* { box-sizing: border-box; }
body { font-family: ${FONT_STACK}; font-size: 10pt; color: #1d2433; margin: 0; }
h1 { font-size: 20pt; margin: 0 0 4pt; }
h2 { break-after: avoid; font-size: 14pt; margin: 0 0 8pt; padding-bottom: 3pt; border-bottom: 2px solid #2f6fb3; }
h3 { font-size: 11pt; margin: 12pt 0 4pt; break-after: avoid; }
section { margin-top: 16pt; }
.question { break-inside: avoid; margin-bottom: 10pt; }
.muted { color: #5f6b7a; }
.small { font-size: 8.5pt; }
table { border-collapse: collapse; width: 100%; margin: 4pt 0 8pt; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
table.keep { break-inside: avoid; }
.cover { break-after: page; page-break-after: always; padding-top: 120pt; }
.cover h1 { font-size: 26pt; margin: 4pt 0 24pt; }
.cover table.facts th { background: none; width: 130pt; color: #5f6b7a; font-weight: 400; }
.cover table.facts td { font-weight: 600; }
th, td { text-align: left; padding: 3pt 6pt; border-bottom: 1px solid #dde3ea; vertical-align: top; }
th { background: #f1f4f8; font-weight: 600; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.metrics { display: flex; flex-wrap: wrap; gap: 6pt; margin: 6pt 0 10pt; }
.kpi { border: 1px solid #dde3ea; border-radius: 4pt; padding: 6pt 8pt; min-width: 100pt; }
.kpi .v { font-size: 15pt; font-weight: 700; }
.kpi .k { font-size: 8pt; color: #5f6b7a; }
.finding { margin: 0 0 6pt; padding-left: 8pt; border-left: 3pt solid #8a94a6; break-inside: avoid; }
.finding.issue { border-left-color: #c0392b; }
.finding.metric { border-left-color: #2f6fb3; }
.finding.result { border-left-color: #27ae60; }
.finding .h { font-weight: 600; }
.chart { display: block; margin: 4pt 0 6pt; break-inside: avoid; }
.chart .label { font-size: 10px; fill: #1d2433; }
.chart .value { font-size: 10px; fill: #5f6b7a; }
.chart .inbar { font-size: 9px; fill: #ffffff; }
.chart .inbar.dark { fill: #1d2433; }
.note { background: #fff6e5; border: 1px solid #f0c36d; padding: 4pt 6pt; font-size: 9pt; margin: 4pt 0; }
`;

export function headerTemplate(title: string, generatedAt: string): Html {
  return html`<div style="font-size:8px;width:100%;padding:0 16mm;color:#5f6b7a;display:flex;justify-content:space-between;font-family:${FONT_STACK}">
<span>${title}</span><span>Generated ${generatedAt}</span></div>`;
}

export const footerTemplate = (): Html =>
  html`<div style="font-size:8px;width:100%;text-align:center;color:#5f6b7a;font-family:sans-serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`;

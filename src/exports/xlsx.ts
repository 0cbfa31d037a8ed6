// XLSX export written as what it is (numbers as numbers, moments and dates as date cells), a ZIP of XML parts, with the worksheet streamed row by row (inline strings,
// no shared-string table), so memory stays flat at a million rows. Streaming writers that build the workbook in
// memory (exceljs measured at ~300 MB by 600,000 rows here) do not.
import { Readable } from 'node:stream';
import type { Cell, DateKind } from './columns';
import { pieces, type LineBatch } from './lines';
import { zipStream } from './zip';

/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_CHARS = 32767;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const STATIC_PARTS: Record<string, string> = {
  '[Content_Types].xml': `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${HEAD}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Responses" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': `${HEAD}<styleSheet xmlns="${NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
};

// Characters XML 1.0 cannot carry at all are dropped; the five special ones are escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (s: string): string =>
  s.replace(INVALID_XML, '').replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The cell styles of styles.xml: date-time (UTC) and date, as Excel serial days since 1899-12-30. */
const DATE_STYLE: Record<Exclude<DateKind, null>, string> = { datetime: ' s="2"', date: ' s="3"' };
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EXCEL_EPOCH_DAYS = 25569; // 1970-01-01 as an Excel serial day
const serialDay = (ms: number): number => ms / 86_400_000 + EXCEL_EPOCH_DAYS;

/** A moment or a date as a number with a date style, or null when the text is not one (it stays text). */
function dateCell(ref: string, value: string, kind: Exclude<DateKind, null>): string | null {
  const text = kind === 'date' ? (ISO_DATE.test(value) ? `${value}T00:00:00Z` : null) : ISO_MOMENT.test(value) ? value : null;
  const ms = text === null ? NaN : Date.parse(text);
  return Number.isFinite(ms) ? `<c r="${ref}"${DATE_STYLE[kind]}><v>${serialDay(ms)}</v></c>` : null;
}

/** White space a reader may drop unless told to keep it: at either end, a tab or line break, or a run of spaces. */
const KEPT_SPACE = /^\s|\s$|[\t\n\r]| {2}/;

/** Where a kept row's cells have their row number (lines.ts): a character XML cannot carry, so never in a value. */
const ROW = '\u0001';

function cellXml(ref: string, value: Cell, style = '', kind: DateKind = null): string {
  if (value === null || value === '') return '';
  if (kind && typeof value === 'string') {
    const date = dateCell(ref, value, kind);
    if (date) return date;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"${style}><v>${value ? 1 : 0}</v></c>`;
  const text = value.slice(0, MAX_CELL_CHARS);
  return `<c r="${ref}" t="inlineStr"${style}><is><t${KEPT_SPACE.test(text) ? ' xml:space="preserve"' : ''}>${escapeXml(text)}</t></is></c>`;
}

/**
 * A session's row as its line: the cells' XML, each reference ending in a mark the file replaces with the row's
 * number; `kinds` names the columns written as date cells (a value that is not a date stays text).
 */
export function xlsxLine(header: readonly string[], kinds: readonly DateKind[] = []): (cells: readonly Cell[]) => string {
  const refs = header.map((_, i) => `${columnName(i)}${ROW}`);
  return (cells) => cells.map((v, i) => cellXml(refs[i], v, '', kinds[i] ?? null)).join('');
}

function sheetStream(header: readonly string[], batches: AsyncIterable<LineBatch>): Readable {
  return Readable.from(
    (async function* () {
      yield `${HEAD}<worksheet xmlns="${NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
      yield `<row r="1">${header.map((h, i) => cellXml(`${columnName(i)}1`, h, ' s="1"')).join('')}</row>`;
      let n = 1;
      for await (const { lines } of batches) {
        yield* pieces(
          lines.map((line) => {
            const r = String(++n);
            return `<row r="${r}">${line.replaceAll(ROW, r)}</row>`;
          }),
        );
      }
      yield '</sheetData></worksheet>';
    })(),
    { objectMode: false },
  );
}

/** The workbook, its worksheet the header row and then the lines of xlsxLine(). */
export function xlsxFile(header: readonly string[], batches: AsyncIterable<LineBatch>): Readable {
  return zipStream([
    ...Object.entries(STATIC_PARTS).map(([name, xml]): [string, Buffer] => [name, Buffer.from(xml)]),
    ['xl/worksheets/sheet1.xml', sheetStream(header, batches)],
  ]);
}

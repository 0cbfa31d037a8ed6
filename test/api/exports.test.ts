// Exports in four formats (docs/design/exports.md), read back with real parsers: csv-parse, exceljs, yauzl, GNU PSPP.
import { choiceQuestion } from '../../harness/questions';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { startTestService, type TestService } from '../helpers/service';
import type { Api } from '../helpers/api';
import { buildSurvey, opts } from '../helpers/surveys';
import { unzip } from '../helpers/zip';

let svc: TestService;
let api: Api;
let s: { id: string; title: string; q: Record<string, string> };
let ids: string[];
let mailId: string;

const META = [
  'responseId',
  'status',
  'startedAt',
  'completedAt',
  'durationSeconds',
  'questionnaireVersion',
  'collectorId',
  'device',
  'browser',
  'os',
  'country',
  'qualityFlags',
  'riskScore',
  'excluded',
  'endReason',
  'armId',
  'language',
];
const TITLES = ['Which plan?', 'Which features?', 'Rate us', 'Satisfaction', 'Comment', 'Comment (2)', 'Visited on'];
const T = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();

beforeAll(async () => {
  svc = await startTestService();
  ({ api } = await svc.org());
  s = await buildSurvey(
    api,
    [
      { key: 'welcome', type: 'welcome_screen', title: 'Hello' },
      {
        key: 'plan',
        ...choiceQuestion(
          'single_choice',
          'Which plan?',
          [
            ['free', 'Free'],
            ['pro', "Pro 'plus'"],
          ],
          { allowOther: true },
        ),
      },
      {
        key: 'features',
        ...choiceQuestion('multiple_choice', 'Which features?', [
          ['sync', 'Sync'],
          ['search', 'Search'],
          ['share', 'Sharing'],
        ]),
      },
      { key: 'nps', type: 'nps', title: 'Rate us' },
      {
        key: 'grid',
        type: 'matrix_single',
        title: 'Satisfaction',
        config: {
          rows: opts('speed', 'price'),
          columns: [
            { id: 'lo', label: 'Low' },
            { id: 'hi', label: 'High' },
          ],
        },
      },
      { key: 'c1', type: 'short_text', title: 'Comment', required: false },
      { key: 'c2', type: 'long_text', title: 'Comment', required: false },
      { key: 'day', type: 'date', title: 'Visited on', required: false },
    ],
    { title: 'Customer survey: Q4/2026' },
  );
  const a = (key: string, value: unknown) => ({ questionId: s.q[key], value });
  // An imported record names a collector of its survey (an id of another survey's or organisation's is refused).
  mailId = (await api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Mail' })).body.id;
  const res = await api.post(`/api/v1/surveys/${s.id}/responses`, {
    responses: [
      {
        status: 'completed',
        startedAt: T(0),
        completedAt: T(4),
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        geography: { country: 'DE', region: null },
        collectorId: mailId,
        answers: [
          a('plan', 'pro'),
          a('features', ['sync', 'share']),
          a('nps', 9),
          a('grid', { speed: 'hi', price: 'lo' }),
          a('c1', 'Fast, "really" fast'),
          a('c2', 'Line one\nline two'),
          a('day', '2026-11-19'),
        ],
      },
      {
        status: 'completed',
        startedAt: T(1),
        completedAt: T(2),
        answers: [a('plan', { other: 'Team' }), a('features', ['search']), a('nps', 3), a('grid', { speed: 'lo' })],
      },
      { status: 'in_progress', startedAt: T(2), answers: [a('plan', 'free')] },
      { status: 'completed', startedAt: T(3), completedAt: T(3), endReason: 'screened_out', answers: [] },
    ],
  });
  ids = res.body.data.map((d: { id: string }) => d.id);
});
afterAll(() => svc.close());

const exportAs = (query: Record<string, string>) => api.get(`/api/v1/surveys/${s.id}/responses/export`, { query });

describe('csv (the default)', () => {
  it('has metadata columns, then one per analysed question by title, with labels and completed sessions only', async () => {
    const res = await exportAs({});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customer-survey-q42026-responses-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parse(res.text) as string[][];
    expect(header).toEqual([...META, ...TITLES]);
    expect(rows.map((r) => r[0])).toEqual([ids[0], ids[1], ids[3]]);
    const first = Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
    expect(first).toMatchObject({
      status: 'completed',
      durationSeconds: '240',
      device: 'mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
      country: 'DE',
      collectorId: mailId,
      excluded: 'false',
      endReason: '',
      'Which plan?': "Pro 'plus'",
      'Which features?': 'Sync; Sharing',
      'Rate us': '9',
      Satisfaction: 'SPEED: High; PRICE: Low',
      Comment: 'Fast, "really" fast',
      'Comment (2)': 'Line one\nline two',
      'Visited on': '2026-11-19',
    });
    expect(rows[1][header.indexOf('Which plan?')]).toBe('Other: Team');
    expect(rows[1][header.indexOf('Comment')]).toBe('');
    expect(rows[2][header.indexOf('endReason')]).toBe('screened_out');
  });

  it('exports every status with status=all and bounds startedAt inclusively with since and until', async () => {
    expect((parse((await exportAs({ status: 'all' })).text) as string[][]).length - 1).toBe(4);
    const bounded = parse((await exportAs({ status: 'all', since: T(1), until: T(2) })).text) as string[][];
    expect(bounded.slice(1).map((r) => r[0])).toEqual([ids[1], ids[2]]);
  });

  it('keeps the same columns when no session matches', async () => {
    const empty = parse((await exportAs({ since: T(50) })).text) as string[][];
    expect(empty).toEqual([[...META, ...TITLES]]);
  });
});

describe('csv layout=wide', () => {
  const wide = (query: Record<string, string> = {}) =>
    api.get(`/api/v1/surveys/${s.id}/responses/export/csv`, { query: { layout: 'wide', status: 'all', ...query } });

  it('has a column per option, grid row and other text, with 1/0 for each option and labels for coded answers', async () => {
    const res = await wide();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = parse(res.text) as string[][];
    expect(header).toEqual([
      ...META,
      'Which plan?',
      'Which plan?: Other (text)',
      'Which features?: Sync',
      'Which features?: Search',
      'Which features?: Sharing',
      'Rate us',
      'Satisfaction: SPEED',
      'Satisfaction: PRICE',
      'Comment',
      'Comment (2)',
      'Visited on',
    ]);
    const row = (i: number) => Object.fromEntries(header.map((h, k) => [h, rows[i][k]]));
    expect(row(0)).toMatchObject({
      'Which plan?': "Pro 'plus'",
      'Which plan?: Other (text)': '',
      'Which features?: Sync': '1',
      'Which features?: Search': '0',
      'Which features?: Sharing': '1',
      'Rate us': '9',
      'Satisfaction: SPEED': 'High',
      'Satisfaction: PRICE': 'Low',
      'Comment (2)': 'Line one\nline two',
    });
    // Other, its text beside it; a grid row left blank is empty; a question not answered is empty throughout.
    expect(row(1)).toMatchObject({ 'Which plan?': 'Other', 'Which plan?: Other (text)': 'Team', 'Satisfaction: PRICE': '' });
    expect(row(2)).toMatchObject({ 'Which plan?': 'Free', 'Which features?: Sync': '', 'Rate us': '' });
    expect(rows.map((r) => r[0])).toEqual(ids);
  });

  it('is the same rows as the compact layout, and the compact layout stays the default', async () => {
    const compact = parse((await exportAs({ status: 'all' })).text) as string[][];
    const byLayout = parse((await wide({ layout: 'compact' })).text) as string[][];
    expect(byLayout).toEqual(compact);
    const widened = parse((await wide()).text) as string[][];
    expect(widened.map((r) => r.slice(0, META.length))).toEqual(compact.map((r) => r.slice(0, META.length)));
  });

  it('answers 400 naming layout for an unknown layout', async () => {
    const res = await wide({ layout: 'long' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].name).toBe('layout');
  });
});

it('json holds the same rows as csv, typed', async () => {
  const res = await exportAs({ format: 'json', status: 'all' });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('content-disposition')).toMatch(/\.json"$/);
  expect(res.body).toHaveLength(4);
  expect(Object.keys(res.body[0])).toEqual([...META, ...TITLES]);
  expect(res.body[0]).toMatchObject({
    responseId: ids[0],
    durationSeconds: 240,
    'Rate us': 9,
    excluded: false,
    'Which features?': 'Sync; Sharing',
  });
  expect(res.body[2]).toMatchObject({ status: 'in_progress', completedAt: null, 'Rate us': null });
  const csv = parse((await exportAs({ status: 'all' })).text, { columns: true }) as Record<string, string>[];
  res.body.forEach((row: Record<string, unknown>, i: number) => {
    for (const [k, v] of Object.entries(row)) expect(v === null ? '' : String(v)).toBe(csv[i][k]);
  });
});

it('xlsx opens in a spreadsheet reader with a bold header and the same cells', async () => {
  const res = await exportAs({ format: 'xlsx', status: 'all' });
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers.get('content-disposition')).toMatch(/\.xlsx"$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Responses');
  if (!sheet) throw new Error('no Responses sheet');
  expect(sheet.rowCount).toBe(5);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual([...META, ...TITLES]);
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  const first = sheet.getRow(2);
  const cell = (name: string) => first.getCell(header.indexOf(name) + 1).value;
  expect(cell('responseId')).toBe(ids[0]);
  expect(cell('Rate us')).toBe(9);
  expect(cell('excluded')).toBe(false);
  expect(cell('Comment')).toBe('Fast, "really" fast');
  expect(cell('Which plan?')).toBe("Pro 'plus'");
  // A line break is kept (the cell says so: xml:space), where plain text does not carry the attribute.
  expect(cell('Comment (2)')).toBe('Line one\nline two');
  const sheetXml = (await unzip(res.bytes))['xl/worksheets/sheet1.xml'].toString();
  expect(sheetXml).toContain('<t xml:space="preserve">Line one\nline two</t>');
  expect(sheetXml).toContain(`<t>${ids[0]}</t>`);
  expect(sheet.getRow(4).getCell(header.indexOf('completedAt') + 1).value).toBeNull();
  // moments and dates are date cells (a reader gets a Date, shown with a date format), numbers are numbers
  expect(cell('startedAt')).toEqual(new Date(T(0)));
  expect(first.getCell(header.indexOf('startedAt') + 1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  expect(cell('Visited on')).toEqual(new Date('2026-11-19T00:00:00Z'));
  expect(first.getCell(header.indexOf('Visited on') + 1).numFmt).toBe('yyyy-mm-dd');
  expect(typeof cell('durationSeconds')).toBe('number');
});

describe('spss', () => {
  let files: Record<string, Buffer>;
  beforeAll(async () => {
    const res = await exportAs({ format: 'spss', status: 'all' });
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/\.zip"$/);
    files = await unzip(res.bytes);
  });

  it('is a ZIP of data.csv, import.sps and README.txt, with codes and both kinds of missing value', () => {
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'data.csv', 'import.sps']);
    const [header, ...rows] = parse(files['data.csv']) as string[][];
    expect(header.slice(0, 3)).toEqual(['response_id', 'status', 'started_at']);
    expect(header.slice(META.length)).toEqual(['Q1', 'Q1_other', 'Q2_1', 'Q2_2', 'Q2_3', 'Q3', 'Q4_1', 'Q4_2', 'Q5', 'Q6', 'Q7']);
    const q = (row: number, name: string) => rows[row][header.indexOf(name)];
    expect([q(0, 'Q1'), q(1, 'Q1'), q(2, 'Q1')]).toEqual(['2', '0', '1']); // Pro = 2, other = 0, Free = 1
    expect([q(0, 'Q1_other'), q(1, 'Q1_other')]).toEqual(['', 'Team']);
    expect([q(0, 'Q2_1'), q(0, 'Q2_2'), q(0, 'Q2_3'), q(2, 'Q2_1')]).toEqual(['1', '0', '1', '-99']); // Sync and Sharing chosen; the in-progress respondent is on it
    expect([q(0, 'Q4_1'), q(0, 'Q4_2'), q(1, 'Q4_2')]).toEqual(['2', '1', '-99']); // speed High, price Low; a row left blank
    expect(q(0, 'Q3')).toBe('9');
    expect(q(2, 'Q3')).toBe('-98'); // not shown: the in-progress respondent never reached it
    expect(q(3, 'Q1')).toBe('-99'); // shown, not answered: the screened-out session's replayed path passes it
    expect(q(0, 'Q6')).toBe('Line one line two'); // one line per case
    expect(files['import.sps'].toString()).toContain("/FILE='data.csv'");
    expect(files['README.txt'].toString()).toContain('-99 = shown but not answered');
  });

  const pspp = (() => {
    try {
      execFileSync('pspp', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it('runs in GNU PSPP without errors, which sees every case and every label', () => {
    if (!pspp) throw new Error('GNU PSPP is not installed: npm test installs it (scripts/system-deps.js)');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-spss-'));
    for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), data);
    const check = `${files['import.sps'].toString()}\nDISPLAY LABELS.\nFREQUENCIES /VARIABLES=Q1 Q3.\nLIST /VARIABLES=response_id Q1 Q3.\n`;
    fs.writeFileSync(path.join(dir, 'check.sps'), check);
    const out = execFileSync('pspp', ['-O', 'format=txt', '-o', path.join(dir, 'out.txt'), 'check.sps'], { cwd: dir, encoding: 'utf8' });
    const text = fs.readFileSync(path.join(dir, 'out.txt'), 'utf8') + out;
    expect(text).not.toMatch(/error/i);
    expect(text).not.toMatch(/warning/i);
    for (const id of ids) expect(text).toContain(id);
    for (const label of ['Which plan?', 'Which features?', 'Rate us', 'Comment (2)', "Pro 'plus'", 'Free', 'Other', 'Not shown'])
      expect(text).toContain(label);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

it('answers 400 naming format for an unrecognised format, and for a bad status', async () => {
  const pdf = await exportAs({ format: 'pdf' });
  expect(pdf.status).toBe(400);
  expect(pdf.body.errors[0].name).toBe('format');
  expect((await exportAs({ status: 'abandoned' })).body.errors[0].name).toBe('status');
});

describe('file names in any script (RFC 6266)', () => {
  it.each([
    ['Japanese', '顧客満足度調査', 'csv'],
    ['Arabic', 'استطلاع رضا العملاء', 'json'],
    ['emoji', 'Team pulse 🚀', 'xlsx'],
  ])('names a %s survey in its own script beside an ASCII fallback', async (_script, title, format) => {
    const created = await api.post('/api/v1/surveys', { title });
    const res = await api.get(`/api/v1/surveys/${created.body.id}/responses/export`, { query: { format } });
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition') ?? '';
    const ascii = /filename="([^"]*)"/.exec(disposition)?.[1] ?? '';
    expect(ascii).toMatch(new RegExp(`^[\\x20-\\x7e]+-responses-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
    const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)$/.exec(disposition)?.[1] ?? '');
    expect(name).toMatch(new RegExp(`^${title.replace(/ /g, '-')}-responses-\\d{4}-\\d{2}-\\d{2}\\.${format}$`, 'u'));
  });
});

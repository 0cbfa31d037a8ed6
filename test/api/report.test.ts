// The PDF report, read back with poppler's pdftotext: the sections asked for (and X-Report-Sections saying so),
// the survey title, key numbers, page numbers; bad sections 400; no browser 503. The first page is also rendered
// to .test-artifacts/report-page-1.png so a person can look at it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestService, useService } from '../helpers/service';
import { createLogger } from '../../src/log';
import { PdfRenderer } from '../../src/report/renderer';
import { buildSurvey, opts } from '../helpers/surveys';
import { createDemoSurvey, seedSessions } from '../../src/seed/seed';

const file = useService();
const ARTIFACTS = path.join(__dirname, '..', '..', '.test-artifacts');
const TITLE = 'Report <b>check</b> & "quotes"';
const T = (second: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, 0) + second * 1000).toISOString();

let surveyId = '';
beforeAll(async () => {
  const s = await buildSurvey(
    file.api,
    [
      { key: 'plan', type: 'single_choice', title: 'Which plan are you on?', config: { options: opts('free', 'pro') } },
      { key: 'nps', type: 'nps', title: 'How likely are you to recommend us?' },
    ],
    { title: TITLE },
  );
  surveyId = s.id;
  // 40 sessions: 30 completed in 200 s (20 pro, 10 free; NPS 10 x 15, 6 x 15), 10 abandoned at the NPS question.
  // completion 30 / 40 = 75%; NPS (15 - 15) / 30 = 0
  const records = [
    ...Array.from({ length: 30 }, (_, i) => ({
      status: 'completed',
      startedAt: T(i * 1000),
      completedAt: T(i * 1000 + 200),
      answers: [
        { questionId: s.q.plan, value: i < 20 ? 'pro' : 'free' },
        { questionId: s.q.nps, value: i % 2 ? 10 : 6 },
      ],
    })),
    ...Array.from({ length: 10 }, (_, i) => ({
      status: 'abandoned',
      startedAt: T(50_000 + i * 1000),
      answers: [{ questionId: s.q.plan, value: 'pro' }],
    })),
  ];
  expect((await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses: records })).status).toBe(200);
});

function pdfText(bytes: Buffer): { text: string; pages: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-report-'));
  const pdf = path.join(dir, 'report.pdf');
  fs.writeFileSync(pdf, bytes);
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);
  fs.rmSync(dir, { recursive: true, force: true });
  return { text, pages };
}

const report = (query?: Record<string, string | string[]>) => file.api.get(`/api/v1/surveys/${surveyId}/report`, { query });

it('renders every section by default, with the title, key numbers and page numbers', async () => {
  const res = await report();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(res.headers.get('x-report-sections')).toBe(
    'executive_summary,response_overview,question_analysis,quality_metrics,funnel_analysis',
  );
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="report-bcheckb-quotes-report-\d{4}-\d{2}-\d{2}\.pdf"$/);
  const { text, pages } = pdfText(res.bytes);
  for (const title of ['Executive summary', 'Response overview', 'Question analysis', 'Quality metrics', 'Funnel analysis'])
    expect(text).toContain(title);
  // the title is text, never markup (escaped in the document and in the page header)
  expect(text).toContain(TITLE);
  expect(text).toContain('75% completion');
  expect(text).toContain('30 of 40 qualified sessions were completed');
  expect(text).toContain('Which plan are you on?');
  expect(text).toContain('NPS 0');
  expect(text).toMatch(/Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  expect(text).toContain(`Page 1 of ${pages}`);
  // a cover, then sections that flow one after another: five short sections do not take five pages
  expect(pages).toBeLessThan(6);

  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const pdf = path.join(ARTIFACTS, 'report.pdf');
  fs.writeFileSync(pdf, res.bytes);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(ARTIFACTS, 'report-page-1')]);
  expect(fs.statSync(path.join(ARTIFACTS, 'report-page-1.png')).size).toBeGreaterThan(5000);
});

describe('a report fit for a client (the seeded demo survey)', () => {
  let text = '';
  let pages: string[] = [];
  let info: Record<string, string> = {};
  beforeAll(async () => {
    const { db } = file.svc.running.services;
    const demo = await createDemoSurvey(db, file.orgId);
    await seedSessions(db, demo, 1, { responses: 400 });
    // 40 completions whose "What do you like most" answer is filler and keyboard mash
    const questions = (await file.api.get(`/api/v1/surveys/${demo}/questions`)).body.data as { id: string; title: string }[];
    const like = questions.find((q) => q.title === 'What do you like most about it?')?.id as string;
    const records = Array.from({ length: 40 }, (_, i) => ({
      status: 'completed',
      startedAt: T(i * 100),
      completedAt: T(i * 100 + 90),
      answers: [{ questionId: like, value: 'asdf does took really qwerty things' }],
    }));
    expect((await file.api.post(`/api/v1/surveys/${demo}/responses`, { responses: records })).status).toBe(200);
    const res = await file.api.get(`/api/v1/surveys/${demo}/report`);
    expect(res.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-report-'));
    const pdf = path.join(dir, 'report.pdf');
    fs.writeFileSync(pdf, res.bytes);
    text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    pages = text.split('\f').filter((p) => p.trim());
    info = Object.fromEntries(
      execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.match(/^(\w+):\s+(.*)$/))
        .filter((m): m is RegExpMatchArray => m !== null)
        .map((m) => [m[1], m[2]]),
    );
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '4', '-l', '4', '-singlefile', pdf, path.join(ARTIFACTS, 'report-demo-page-4')]);
    expect(fs.statSync(path.join(ARTIFACTS, 'report-demo-page-4.png')).size).toBeGreaterThan(5000);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('counts the sessions by the language they read (the demo is in English, German and Arabic)', () => {
    const overview = text.slice(text.indexOf('Languages'));
    expect(overview).toMatch(/^Languages\s+Language\s+Sessions\s+Qualified\s+Completed\s+Completion rate\s+English\s+\d+/);
    for (const name of ['German', 'Arabic']) expect(overview.slice(0, 600)).toContain(name);
  });

  it('names nothing by its internal name', () => {
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    expect(text).toContain('Grid (one answer per row)');
    expect(text).toContain('Failed the attention check');
  });

  it('shows a grid row by row with every answer, each with its base', () => {
    const grid = text.slice(text.indexOf('How satisfied are you with each of these?'));
    for (const column of ['Very dissatisfied', 'Neutral', 'Very satisfied']) expect(grid).toContain(column);
    expect(grid).toMatch(/Speed[\s\S]*n = \d+[\s\S]*Support[\s\S]*n = \d+/);
  });

  it('reports attention checks and screeners under quality, not as findings', () => {
    const analysis = text.slice(text.indexOf('Question analysis'), text.indexOf('Quality metrics', text.indexOf('Question analysis')));
    expect(analysis).not.toContain('To show you are reading');
    expect(analysis).not.toContain('How old are you?');
    expect(text.slice(text.lastIndexOf('Attention checks and screeners'))).toContain('How old are you?');
  });

  it('leaves common words, fillers and keyboard mash out of term charts', () => {
    const terms = text.slice(text.indexOf('What do you like most about it?'));
    const chart = terms.slice(terms.indexOf('Most frequent words'), terms.indexOf('Most frequent words') + 1500);
    for (const word of ['asdf', 'qwerty', 'does', 'took', 'really']) expect(chart).not.toMatch(new RegExp(`\\b${word}\\b`));
    // the product's own name, which every answer about it repeats, says nothing either
    const disappointed = text.slice(text.indexOf('What is the main thing that disappointed you?'));
    const words = disappointed.slice(disappointed.indexOf('Most frequent words'), disappointed.indexOf('Most frequent words') + 800);
    expect(words).not.toMatch(/\b(fieldwork|notes)\b/);
  });

  it('gives times in one unit everywhere, and numbers the questions alike in the analysis and the funnel', () => {
    // the completion-time table states its one unit and writes bare numbers (no "s" beside "min"); page one's median
    // is in the same unit
    const timing = text.slice(text.indexOf('Completion time'), text.indexOf('Daily sessions'));
    const unit = (timing.match(/In (seconds|minutes)\./) as RegExpMatchArray)[1];
    expect(timing).not.toMatch(/\d (s|min)\b/);
    const summary = text.slice(text.indexOf('Executive summary', text.indexOf('Contents') + 20), text.indexOf('Findings'));
    expect(summary).toMatch(new RegExp(`\\d ${unit === 'minutes' ? 'min' : 's'}\\b`));
    // the screener is question 1 in both places; nothing carries a mark that every question would carry
    expect(text).toMatch(/Questions 1 and \d+ \(screening and attention checks\) are reported under Quality/);
    expect(text).toMatch(/^2\. Have you used Fieldwork Notes in the last 30 days\?/m);
    expect(text.slice(text.lastIndexOf('Funnel analysis'))).toMatch(/\b2\s+Have you used Fieldwork Notes in/);
    expect(text).not.toMatch(/\* (What|Have|How|Which)/);
  });

  it('opens with a cover naming the survey, the organisation and the fieldwork period', () => {
    expect(pages[0]).toMatch(/Survey report\s+Product experience survey 2026/);
    expect(pages[0]).toMatch(/Organisation\s+Test organisation|Organisation\s+\S/);
    expect(pages[0]).toMatch(/Fieldwork period\s+\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(info.Creator).toBe('Fieldwork survey report');
    expect(info.Title).toBe('Product experience survey 2026');
  });

  it('reads as words: countries by name, percentages not fractions, the wordings a trial mixes', () => {
    expect(text).toMatch(/Countries\s+Country\s+Sessions\s+Completion rate\s+(United States|United Kingdom|Germany|India)/);
    const health = text.slice(text.indexOf('Health score:'), text.indexOf('Response overview', text.indexOf('Health score:')));
    expect(health).toMatch(/Completion rate\s+\d+(\.\d)?%/);
    expect(health).toMatch(/\d+\s+completions/);
    expect(health).not.toMatch(/0\.\d{4}/);
    expect(text).toMatch(/Asked in 2 wordings \(a wording trial\); the figures combine them/);
    expect(text).toContain('What let you down most?');
  });

  it('leaves no page half empty but the cover and the last', () => {
    for (const page of pages.slice(1, -1)) expect(page.split('\n').filter((l) => l.trim()).length).toBeGreaterThan(25);
  });
});

it('holds only the sections asked for, comma-separated or repeated, in the canonical order', async () => {
  const res = await report({ sections: 'funnel_analysis,executive_summary' });
  expect(res.headers.get('x-report-sections')).toBe('executive_summary,funnel_analysis');
  const { text } = pdfText(res.bytes);
  expect(text).toContain('Executive summary');
  expect(text).toContain('Funnel analysis');
  expect(text).not.toContain('Quality metrics');
  expect(text).not.toContain('Question analysis');
  const repeated = await report({ sections: ['quality_metrics', 'response_overview', 'quality_metrics'] });
  expect(repeated.headers.get('x-report-sections')).toBe('response_overview,quality_metrics');
  const only = pdfText(repeated.bytes).text;
  expect(only).toContain('Sessions per flag');
  expect(only).not.toContain('Findings');
});

it('refuses an unrecognised section, naming the parameter', async () => {
  for (const sections of ['appendix', 'executive_summary,appendix', '']) {
    const res = await report({ sections });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ in: 'query', name: expect.stringMatching(/^sections/) });
  }
});

it('answers 503 unavailable, not a crash, when no browser can be started', async () => {
  const broken = await startTestService({ CHROMIUM_PATH: '/nonexistent/chromium' });
  try {
    const org = await broken.org();
    const s = await org.api.post('/api/v1/surveys', { title: 'No browser' });
    const res = await org.api.get(`/api/v1/surveys/${s.body.id}/report`);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'unavailable', status: 503 });
    expect(res.body.detail).toContain('CHROMIUM_PATH');
    expect(res.headers.get('retry-after')).toBe('30');
    // the service is still up
    expect((await org.api.get(`/api/v1/surveys/${s.body.id}/insights`)).status).toBe(200);
  } finally {
    await broken.close();
  }
});

describe('the shared renderer', () => {
  const page = { html: '<p>x</p>', headerTemplate: '<span></span>', footerTemplate: '<span></span>' };
  const log = createLogger('silent');

  it('refuses with 503 beyond its queue, and times out with 503', async () => {
    const busy = new PdfRenderer({ concurrency: 1, maxQueued: 0 }, log);
    try {
      const results = await Promise.allSettled([busy.render(page, 'org-a'), busy.render(page, 'org-b')]);
      expect(results[0].status).toBe('fulfilled');
      expect(results[1]).toMatchObject({ status: 'rejected', reason: { code: 'unavailable', status: 503 } });
    } finally {
      await busy.close();
    }
    const slow = new PdfRenderer({ timeoutMs: 1 }, log);
    try {
      await expect(slow.render(page, 'org-a')).rejects.toMatchObject({
        code: 'unavailable',
        detail: expect.stringContaining('longer than'),
      });
    } finally {
      await slow.close();
    }
  });

  it('starts a new browser when the shared one dies', async () => {
    const renderer = new PdfRenderer({}, log);
    try {
      expect((await renderer.render(page, 'org-a')).subarray(0, 5).toString()).toBe('%PDF-');
      const browser = await (renderer as unknown as { browser: Promise<import('puppeteer-core').Browser> }).browser;
      const gone = new Promise((resolve) => browser.once('disconnected', resolve));
      // A crash: the browser's whole process group dies at once (puppeteer starts it as a group leader).
      process.kill(-(browser.process()?.pid as number), 'SIGKILL');
      await gone;
      expect((await renderer.render(page, 'org-a')).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await renderer.close();
    }
  });
});

describe('text in any script', () => {
  /** The report of a one-question survey with this title: its fonts (pdffonts), its text and its file name. */
  async function reportOf(title: string) {
    const s = await buildSurvey(file.api, [{ key: 'q', type: 'nps', title: 'How likely are you to recommend us?' }], { title });
    const res = await file.api.get(`/api/v1/surveys/${s.id}/report`, { query: { sections: 'executive_summary' } });
    expect(res.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-report-'));
    const pdf = path.join(dir, 'report.pdf');
    fs.writeFileSync(pdf, res.bytes);
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    return { fonts, text, disposition: res.headers.get('content-disposition') ?? '' };
  }

  // Chromium embeds DejaVu as TrueType and draws Noto CJK and Noto Color Emoji glyphs as Type 3 fonts; without those
  // fonts installed the same titles come out as DejaVu's empty boxes and no Type 3 font at all.
  it.each([
    // Arabic is shaped: pdftotext reads the lam-alef ligature back in another order, so a word without one is read.
    ['Japanese', '顧客満足度調査 2026', 'Type 3', '顧客満足度調査 2026'],
    ['Arabic', 'استطلاع رضا العملاء', 'DejaVuSans', 'رضا'],
    ['emoji', 'Team pulse 🚀 check', 'Type 3', 'Team pulse 🚀 check'],
  ])('draws a %s title with a font that has its glyphs, and names the file in its script', async (_script, title, font, readBack) => {
    const { fonts, text, disposition } = await reportOf(title);
    expect(fonts).toContain(font);
    expect(text.replace(/\s+/g, ' ')).toContain(readBack);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
    expect(name.startsWith(`${title.replace(/ /g, '-')}-report-`)).toBe(true);
  });

  it('draws a Latin title in DejaVu alone and sends no filename*', async () => {
    const { fonts, disposition, text } = await reportOf('Plain latin title');
    // an empty survey: no score and no rate to show, and never a "null"
    expect(text).not.toContain('null');
    expect(text).toContain('Health score: not enough data yet');
    expect(fonts).not.toContain('Type 3');
    expect(disposition).toMatch(/^attachment; filename="plain-latin-title-report-\d{4}-\d{2}-\d{2}\.pdf"$/);
  });
});

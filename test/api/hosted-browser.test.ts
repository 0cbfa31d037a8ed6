// The hosted page in a real browser (the system Chromium through puppeteer-core, as the PDF report uses it): scripted
// respondents take the seeded demo survey on a phone (390x844, touch) and on a desktop, through a jump to the
// thank-you message, or get screened out; one uses the keyboard only; axe-core scans the screen of every question
// type. Every response the browser receives is checked against openapi.yaml, and the page must run under its
// Content-Security-Policy without a violation. Screenshots go to .test-artifacts/ (not committed).
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findChromium } from '../../src/report/renderer';
import { createDemoSurvey, seedSessions } from '../../src/seed/seed';
import { useService } from '../helpers/service';
import { assertMatchesContract } from '../helpers/contract';
import { MINIMAL } from '../helpers/question-configs';
import { buildSurvey, completionsQuota, type Spec } from '../helpers/surveys';

const file = useService();
const ARTIFACTS = path.join(__dirname, '..', '..', '.test-artifacts');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { width: 1280, height: 900 };

let browser: Browser;
let surveyId: string;
let link: string;
const problems: string[] = [];

beforeAll(async () => {
  const executablePath = findChromium(process.env.CHROMIUM_PATH);
  if (!executablePath) throw new Error('Chromium is needed (scripts/system-deps.js installs it)');
  browser = await puppeteer.launch({ executablePath, headless: true, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] });
  const { db } = file.svc.running.services;
  surveyId = await createDemoSurvey(db, file.orgId);
  await seedSessions(db, surveyId, 1, { responses: 200 });
  const collectors = (await file.api.get(`/api/v1/surveys/${surveyId}/collectors`)).body.data;
  link = `${file.svc.running.url}/s/${collectors.find((c: { isDefault: boolean }) => c.isDefault).id}`;
  fs.mkdirSync(ARTIFACTS, { recursive: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});
afterEach(() => {
  // What the browser met along the way: an answer off the contract, a policy violation, a script error.
  expect(problems.splice(0)).toEqual([]);
});

/** A tab whose every response is checked against the contract and whose console is watched for violations. */
async function openTab(viewport: typeof PHONE | typeof DESKTOP, userAgent?: string): Promise<Page> {
  const context = await browser.createBrowserContext(); // its own cookies: a new respondent
  const tab = await context.newPage();
  await tab.setViewport(viewport);
  if (userAgent) await tab.setUserAgent(userAgent);
  tab.on('console', (m) => {
    // The example pictures of image_choice live on example.com, which this machine cannot reach.
    if (/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(m.text())) return;
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  tab.on('pageerror', (e) => problems.push(`script error: ${String(e)}`));
  tab.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/s/')) return;
    const text = res.status() >= 300 && res.status() < 400 ? '' : await res.text().catch(() => '');
    try {
      assertMatchesContract({
        method: res.request().method(),
        pathname: url.pathname,
        status: res.status(),
        headers: new Headers(Object.entries(res.headers()).map(([k, v]) => [k, v.split('\n')[0]])),
        text,
      });
    } catch (error) {
      problems.push(String(error));
    }
  });
  return tab;
}

const shoot = (tab: Page, name: string) => tab.screenshot({ path: path.join(ARTIFACTS, `hosted-${name}.png`), fullPage: true });
const titleOf = (tab: Page) => tab.$eval('h1, legend', (el) => el.textContent ?? '');

/** The demo survey's answers a scripted respondent gives, by question title. */
const ANSWERS: [RegExp, string][] = [
  [/How old are you/, '25_34'],
  [/used Fieldwork Notes/, 'yes'],
  [/recommend/, '9'],
  [/Which features/, 'sync'],
  [/Somewhat agree/, 'a'],
  [/makes my work easier/, '4'],
  [/Which plan/, 'pro'],
];

/** Presses (taps on a phone) the control for `selector` and waits for the next screen. */
async function press(tab: Page, selector: string, touch: boolean): Promise<void> {
  const target = await tab.$(selector);
  if (!target) throw new Error(`no ${selector} on "${await titleOf(tab)}"`);
  await Promise.all([tab.waitForNavigation(), touch ? target.tap() : target.click()]);
}

/** Answers the current screen as a person would: the scripted choice, the fourth column of a grid, some words. */
async function answerScreen(tab: Page, touch: boolean, answers = ANSWERS): Promise<void> {
  const title = await titleOf(tab);
  const wanted = answers.find(([re]) => re.test(title))?.[1];
  const choose = async (selector: string) => {
    const label = await tab.$(selector);
    if (label) await (touch ? label.tap() : label.click());
  };
  if (await tab.$('select[name="value"]')) await tab.select('select[name="value"]', wanted ?? 'free');
  else if (await tab.$('input[name="value"][type="radio"], input[name="value"][type="checkbox"]')) {
    await choose(wanted ? `label.opt:has(input[value="${wanted}"])` : 'label.opt');
  }
  const rows = await tab.$$eval('tbody tr', (trs) => trs.map((tr) => tr.querySelector('input')?.name ?? ''));
  for (const row of rows) await choose(`input[name="${row}"][value="4"]`);
  for (const box of await tab.$$('textarea, input[type="text"]:not(#website):not(#other)')) await box.type('Fast and simple');
  await press(tab, 'button[value="answer"]', touch);
}

async function takeDemo(tab: Page, touch: boolean, name: string, answers = ANSWERS): Promise<string[]> {
  await tab.goto(link);
  expect(await titleOf(tab)).toContain('Welcome!');
  await press(tab, 'button[type="submit"]', touch);
  const titles: string[] = [];
  for (let i = 0; i < 20 && (await tab.$('form[data-question]')); i++) {
    const title = await titleOf(tab);
    titles.push(title);
    if (i === 0) await shoot(tab, `${name}-first-question`);
    if (await tab.$('tbody tr')) await shoot(tab, `${name}-matrix`);
    await answerScreen(tab, touch, answers);
  }
  await shoot(tab, `${name}-end`);
  return titles;
}

const sessions = async () => (await file.api.get(`/api/v1/surveys/${surveyId}/analytics`)).body.sessions;

it('takes the demo survey on a phone (touch), through the jump to the thank-you message; the response shows as mobile', async () => {
  const before = await sessions();
  const since = new Date().toISOString();
  const tab = await openTab(PHONE, IPHONE);
  const titles = await takeDemo(tab, true, 'phone');
  // NPS 9 jumps over the "disappointed" question straight to "what do you like".
  expect(titles.some((t) => /disappointed/.test(t))).toBe(false);
  expect(titles.findIndex((t) => /like most/.test(t))).toBe(titles.findIndex((t) => /recommend/.test(t)) + 1);
  expect(await titleOf(tab)).toBe('Thank you for your time!');
  const after = await sessions();
  expect(after.completed).toBe(before.completed + 1);
  const mine = await file.api.get(`/api/v1/surveys/${surveyId}/responses`, { query: { status: 'completed', since } });
  expect(mine.body.data).toHaveLength(1);
  const latest = mine.body.data[0];
  expect(latest.device).toEqual({ type: 'mobile', browser: 'Mobile Safari', os: 'iOS' });
  expect(latest.answers.find((a: { value: unknown }) => a.value === 9)).toBeDefined();
  expect(latest.answers.every((a: { timeMs: number | null }) => typeof a.timeMs === 'number')).toBe(true);
  await tab.browserContext().close();
}, 60_000);

it('shows the demo survey in its own theme on a phone and a desktop, with no accessibility violation (axe-core)', async () => {
  const axe = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const tab = await openTab(viewport, name === 'phone' ? IPHONE : undefined);
    await tab.goto(link);
    type Style = { backgroundColor: string; color: string; borderRadius: string };
    const style = (selector: string) =>
      tab.$eval(selector, (el) => {
        const css = (globalThis as unknown as { getComputedStyle(e: unknown): Style }).getComputedStyle(el);
        return [css.backgroundColor, css.color, css.borderRadius];
      });
    const logo = await tab.$eval('img.logo', (el) => {
      const img = el as unknown as { alt: string; complete: boolean; naturalWidth: number };
      return [img.alt, img.complete && img.naturalWidth > 0];
    });
    const look = { background: (await style('main'))[0], button: await style('button[type="submit"]'), logo };
    expect(look).toEqual({
      background: 'rgb(248, 250, 252)',
      button: ['rgb(15, 118, 110)', 'rgb(255, 255, 255)', '12px'],
      logo: ['Fieldwork Notes', true],
    });
    await shoot(tab, `themed-${name}-welcome`);
    const violations: unknown[] = [];
    for (const screen of ['welcome', 'first question']) {
      if (screen !== 'welcome') await press(tab, 'button[type="submit"]', name === 'phone');
      await tab.evaluate(axe);
      const found = await tab.evaluate(async () =>
        (
          await (globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }).axe.run()
        ).violations.map((v) => `${v.id} (${v.impact})`),
      );
      violations.push(...found.map((v) => `${name} ${screen}: ${v}`));
    }
    await shoot(tab, `themed-${name}-question`);
    expect(violations).toEqual([]);
    await tab.browserContext().close();
  }
}, 60_000);

it('takes the demo in German (by Accept-Language) and in Arabic (by the switcher) on a phone: Arabic mirrors, axe finds nothing serious', async () => {
  const axe = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const serious = async (tab: Page, where: string) => {
    await tab.evaluate(axe);
    const found = await tab.evaluate(async () =>
      (
        await (globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }).axe.run()
      ).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact})`),
    );
    return found.map((v) => `${where}: ${v}`);
  };
  type Box = { x: number; width: number };
  const box = (tab: Page, selector: string) =>
    tab.$eval(selector, (el) => {
      const r = (el as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect();
      return { x: r.x, width: r.width };
    });
  const doc = (tab: Page) =>
    tab.evaluate(() => {
      const html = (globalThis as unknown as { document: { documentElement: { lang: string; dir: string } } }).document.documentElement;
      return `${html.lang} ${html.dir}`;
    });
  const violations: string[] = [];

  const german = await openTab(PHONE, IPHONE);
  await german.setExtraHTTPHeaders({ 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' });
  await german.goto(link);
  expect(await doc(german)).toBe('de ltr');
  // the welcome says the measured median (the seeded completions'), in German
  expect(await titleOf(german)).toMatch(/^Willkommen! Die meisten beantworten diese Umfrage in etwa \d+ Minuten?\.$/);
  expect(await german.$eval('nav.languages a[aria-current]', (a) => a.textContent)).toBe('Deutsch');
  violations.push(...(await serious(german, 'de welcome')));
  await shoot(german, 'de-phone-welcome');
  await press(german, 'button[type="submit"]', true);
  expect(await titleOf(german)).toMatch(/^Wie alt sind Sie\?/);
  violations.push(...(await serious(german, 'de question')));
  await answerScreen(german, true, [[/Wie alt/, '25_34']]);
  // The second question has Back: in German (left to right) Next is on the right.
  expect((await box(german, 'button[value="answer"]')).x).toBeGreaterThan((await box(german, 'button[value="back"]')).x);
  await shoot(german, 'de-phone-question');

  const arabic = await openTab(PHONE, IPHONE);
  await arabic.goto(link);
  await Promise.all([arabic.waitForNavigation(), arabic.tap('nav.languages a[lang="ar"]')]);
  expect(await doc(arabic)).toBe('ar rtl');
  expect(await titleOf(arabic)).toMatch(/^أهلًا بك! يُنهي معظم الناس هذا الاستبيان في نحو .+\.$/);
  expect(await titleOf(arabic)).not.toContain('{{');
  violations.push(...(await serious(arabic, 'ar welcome')));
  await shoot(arabic, 'ar-phone-welcome');
  await press(arabic, 'button[type="submit"]', true);
  expect(await titleOf(arabic)).toMatch(/^كم عمرك؟/);
  violations.push(...(await serious(arabic, 'ar question')));
  await answerScreen(arabic, true, [[/كم عمرك/, '25_34']]);
  // Mirrored: Next on the left, Back on the right; the progress bar runs right to left; labels sit right of choices.
  const next = await box(arabic, 'button[value="answer"]');
  const back = await box(arabic, 'button[value="back"]');
  expect(next.x + next.width).toBeLessThan(back.x);
  expect(
    await arabic.$eval(
      'progress',
      (p) => (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(p).direction,
    ),
  ).toBe('rtl');
  const radio = await box(arabic, 'label.opt input');
  const text = await box(arabic, 'label.opt span');
  expect(radio.x).toBeGreaterThan(text.x);
  await shoot(arabic, 'ar-phone-question');
  const mine = await file.api.get(`/api/v1/surveys/${surveyId}/responses`, { query: { status: 'in_progress', pageSize: 100 } });
  const languages = mine.body.data.map((r: { language: string }) => r.language);
  expect(languages).toEqual(expect.arrayContaining(['de', 'ar']));
  expect(violations).toEqual([]);
  await german.browserContext().close();
  await arabic.browserContext().close();
}, 60_000);

it('takes the demo survey on a desktop, and a screened-out respondent sees the screened-out message', async () => {
  const tab = await openTab(DESKTOP);
  await takeDemo(tab, false, 'desktop');
  expect(await titleOf(tab)).toBe('Thank you for your time!');
  await tab.browserContext().close();
  const young = await openTab(DESKTOP);
  const titles = await takeDemo(young, false, 'screened-out', [[/How old are you/, 'under_18'], ...ANSWERS]);
  expect(titles).toHaveLength(1);
  expect(await young.$eval('main', (el) => el.textContent ?? '')).toContain('This survey is for adults only.');
  // Reloading the finished page shows the end again; it does not start over.
  await young.reload();
  expect(await young.$eval('main', (el) => el.textContent ?? '')).toContain('This survey is for adults only.');
  await young.browserContext().close();
}, 60_000);

/** The scale's cards on the screen, as rows (by their top) of [width, height], rounded to the pixel. */
async function scaleRows(tab: Page): Promise<[number, number][][]> {
  const boxes = await tab.$$eval('.scale .opt', (els) =>
    els.map((el) => {
      const r = (el as unknown as { getBoundingClientRect(): { top: number; width: number; height: number } }).getBoundingClientRect();
      return [Math.round(r.top), Math.round(r.width), Math.round(r.height)];
    }),
  );
  const rows = new Map<number, [number, number][]>();
  for (const [top, w, h] of boxes) rows.set(top, [...(rows.get(top) ?? []), [w, h]]);
  return [...rows.values()];
}

it.each([
  ['on a desktop in one row of 11', DESKTOP, [11]],
  ['on a phone in rows of 6 and 5', PHONE, [6, 5]],
])(
  'lays the NPS scale out %s, every card one size, and a 5-point scale in one row',
  async (_name, viewport, counts) => {
    const tab = await openTab(viewport);
    await tab.goto(link);
    await press(tab, 'button[type="submit"]', false);
    const seen = new Map<string, [number, number][][]>();
    for (let i = 0; i < 12 && (await tab.$('form[data-question]')); i++) {
      if (await tab.$('.scale')) seen.set(await titleOf(tab), await scaleRows(tab));
      if (/recommend/.test(await titleOf(tab))) await shoot(tab, `nps-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await answerScreen(tab, false);
    }
    const nps = [...seen].find(([title]) => /recommend/.test(title))?.[1];
    expect(nps?.map((row) => row.length)).toEqual(counts);
    const sizes = new Set(nps!.flat().map(([w, h]) => `${w}x${h}`));
    expect(sizes.size).toBe(1);
    const five = [...seen].find(([, rows]) => rows.flat().length === 5)?.[1];
    expect(five?.map((row) => row.length)).toEqual([5]);
    await tab.browserContext().close();
  },
  60_000,
);

it('shows "Other, please say" only once Other is chosen', async () => {
  const tab = await openTab(DESKTOP);
  await tab.goto(link);
  await press(tab, 'button[type="submit"]', false);
  for (let i = 0; i < 10 && !(await tab.$('#other')); i++) await answerScreen(tab, false);
  expect(await titleOf(tab)).toMatch(/Which features/);
  const shown = () => tab.$eval('#other', (el) => (el as unknown as { offsetParent: unknown }).offsetParent !== null);
  expect(await shown()).toBe(false);
  await tab.click('label.opt:has(input[value="__other"])');
  expect(await shown()).toBe(true);
  await tab.type('#other', 'Dark mode');
  await tab.click('label.opt:has(input[value="__other"])');
  expect(await shown()).toBe(false);
  await tab.browserContext().close();
}, 60_000);

it('can be completed with the keyboard only (Tab, arrows, Space, Enter)', async () => {
  const tab = await openTab(DESKTOP);
  await tab.goto(link);
  const seen: string[] = [];
  for (let screen = 0; screen < 20; screen++) {
    const done: string[] = [];
    let moved = false;
    for (let key = 0; key < 80 && !moved; key++) {
      const el = await tab.evaluate(() => {
        type Focused = { tagName?: string; type?: string; name?: string; value?: string } | null;
        const a = (globalThis as unknown as { document: { activeElement: Focused } }).document.activeElement;
        return { tag: a?.tagName ?? '', type: a?.type ?? '', name: a?.name ?? '', value: a?.value ?? '' };
      });
      if (el.type === 'submit' && el.value !== 'back') {
        seen.push(await titleOf(tab));
        await Promise.all([tab.waitForNavigation(), tab.keyboard.press('Enter')]);
        moved = true;
      } else if ((el.type === 'radio' || el.type === 'checkbox') && !done.includes(el.name)) {
        await tab.keyboard.press(el.type === 'radio' ? 'ArrowDown' : 'Space');
        done.push(el.name);
      } else if (el.tag === 'SELECT') await tab.keyboard.press('ArrowDown');
      else if (el.tag === 'TEXTAREA' || (el.tag === 'INPUT' && el.type === 'text')) await tab.keyboard.type('Keyboard only');
      if (!moved) await tab.keyboard.press('Tab');
    }
    if (!(await tab.$('form'))) break;
  }
  expect(seen.length).toBeGreaterThan(3);
  expect(await titleOf(tab)).toMatch(/Thank you/);
  await tab.browserContext().close();
}, 60_000);

it('has no accessibility violation of any impact (axe-core) on the welcome, the end, or the screen of any of the 38 types', async () => {
  const types = Object.keys(MINIMAL).filter((t) => t !== 'thank_you_screen' && t !== 'welcome_screen');
  const specs = [...types, 'thank_you_screen'].map((type) => ({
    key: type,
    type,
    title: `The ${type.replace(/_/g, ' ')} question`,
    required: false,
    ...(MINIMAL[type] ? { config: MINIMAL[type] } : {}),
  })) as Spec[];
  const s = await buildSurvey(file.api, specs, { title: 'Every type' });
  const collector = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data[0];
  const axe = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const tab = await openTab(PHONE, IPHONE);
  const scan = async (screen: string) => {
    await tab.evaluate(axe); // evaluated by the test, not loaded by the page: the page's policy stays as served
    const found = await tab.evaluate(async () => {
      const result = await (
        globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }
      ).axe.run();
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
    });
    return found.map((v) => ({ screen, ...v })); // none of any impact (the bar is serious or critical)
  };
  await tab.goto(`${file.svc.running.url}/s/${collector.id}`);
  const violations = await scan('welcome');
  await press(tab, 'button[type="submit"]', true);
  const scanned: string[] = [];
  for (let i = 0; i < 40 && (await tab.$('form[data-question]')); i++) {
    const type = (await titleOf(tab)).replace(/^The (.*) question$/, '$1');
    scanned.push(type);
    violations.push(...(await scan(type)));
    await press(tab, 'button[value="answer"]', true);
  }
  violations.push(...(await scan('end')));
  expect(scanned).toHaveLength(types.length);
  expect(violations).toEqual([]);
  await tab.browserContext().close();
}, 120_000);

it('carries ?source=newsletter into a piped question, and a respondent meeting a full quota sees the quota-full message', async () => {
  const s = await buildSurvey(
    file.api,
    [
      {
        key: 'age',
        type: 'single_choice',
        title: 'How old are you?',
        config: {
          options: [
            { id: 'young', label: '18-34' },
            { id: 'older', label: '35+' },
          ],
        },
      },
    ],
    { live: false, title: 'Panel' },
  );
  await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [{ name: 'source' }] });
  const piped = await file.api.post(`/api/v1/surveys/${s.id}/questions`, {
    type: 'short_text',
    title: 'Welcome, reader of our {{hidden:source|site}}! What brought you here?',
    required: false,
  });
  expect(piped.status).toBe(201);
  const live = await file.api.put(`/api/v1/surveys/${s.id}`, {
    status: 'live',
    messages: { quotaFull: 'We have heard from enough people your age: thank you.' },
  });
  expect(live.status).toBe(200);
  // Counting every completion: a headless browser's user agent reads as a bot, which a qualified-only quota leaves out.
  const quota = await completionsQuota(file.api, s.id, { name: 'Young', questionId: s.q.age, value: 'young', limit: 1 });
  expect(quota.status).toBe(201);
  const collectors = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data;
  const panel = `${file.svc.running.url}/s/${collectors.find((c: { isDefault: boolean }) => c.isDefault).id}`;
  const answers: [RegExp, string][] = [[/How old are you/, 'young']];

  const first = await openTab(DESKTOP);
  await first.goto(`${panel}?source=newsletter`);
  await press(first, 'button[type="submit"]', false);
  await answerScreen(first, false, answers);
  expect(await titleOf(first)).toBe('Welcome, reader of our newsletter! What brought you here?');
  await shoot(first, 'piped-hidden-field');
  await answerScreen(first, false, answers);
  expect(await first.$('form[data-question]')).toBeNull(); // the end
  await first.browserContext().close();
  expect((await file.api.get(`/api/v1/quotas/${quota.body.id}`)).body).toMatchObject({ status: 'full', counts: { counted: 1 } });

  const second = await openTab(DESKTOP);
  await second.goto(panel);
  await press(second, 'button[type="submit"]', false);
  await answerScreen(second, false, answers);
  expect(await second.$('form[data-question]')).toBeNull(); // ended at once, before the next question
  expect(await second.$eval('main', (el) => el.textContent ?? '')).toContain('We have heard from enough people your age: thank you.');
  await shoot(second, 'quota-full');
  await second.browserContext().close();
  const records = (await file.api.get(`/api/v1/surveys/${s.id}/responses`)).body.data;
  expect(records.map((r: { endReason: string | null }) => r.endReason).sort()).toEqual([null, 'quota_full'].sort());
}, 60_000);

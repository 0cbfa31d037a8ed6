// The Service endpoints: liveness, readiness, the published contract, the API reference, its changelog and problem pages.
import fs from 'node:fs';
import YAML from 'yaml';
import puppeteer from 'puppeteer-core';
import { PROBLEMS } from '../../src/problems';
import { findChromium } from '../../src/report/renderer';
import { startTestService, type TestService } from '../helpers/service';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

it('GET / leads a browser to the API reference', async () => {
  const res = await svc.anonymous.get('/', { redirect: 'manual' });
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/docs');
});

it('GET /healthz says the process is alive', async () => {
  const res = await svc.anonymous.get('/healthz');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'ok' });
});

it('GET /readyz says the database answered', async () => {
  const res = await svc.anonymous.get('/readyz');
  expect(res.body).toEqual({ status: 'ok', database: 'ok' });
});

it('GET /readyz answers 503 when the database cannot be reached', async () => {
  const broken = await startTestService();
  await broken.running.services.db.close();
  const res = await broken.anonymous.get('/readyz');
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ status: 'unavailable', database: 'unreachable' });
  await broken.running.server.close();
});

it('serves openapi.yaml as written, with its server following SITE_URL, and the same document as JSON', async () => {
  const site = 'https://surveys.example.org';
  const other = await startTestService({ SITE_URL: site });
  try {
    const file = fs.readFileSync('openapi.yaml', 'utf8');
    const yaml = await other.anonymous.get('/api/v1/openapi.yaml');
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toMatch(/^application\/yaml/);
    const served = YAML.parse(yaml.text);
    expect(served.servers[0].variables.site.default).toBe(site);
    // Nothing else moves: the file with only that default changed, line for line.
    const lines = file.split('\n');
    const changed = yaml.text.split('\n').filter((line: string, i: number) => line !== lines[i]);
    expect(changed).toEqual([`        default: ${site}`]);
    const json = await other.anonymous.get('/api/v1/openapi.json');
    expect(json.body).toEqual(served);
    expect(json.body.info.version).toBe('1.0.0');
  } finally {
    await other.close();
  }
});

it('serves an API reference page whose assets come from this server (no CDN)', async () => {
  const page = await svc.anonymous.get('/docs');
  expect(page.status).toBe(200);
  expect(page.text).toContain('/api/v1/openapi.json');
  const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThanOrEqual(2);
  for (const asset of assets) {
    expect(asset.startsWith('/docs/assets/')).toBe(true);
    const res = await svc.anonymous.get(asset);
    expect(res.status).toBe(200);
    expect(res.text.length).toBeGreaterThan(100);
  }
  expect((await svc.anonymous.get('/docs/assets/../../package.json')).status).toBe(404);
  expect((await svc.anonymous.get('/docs/assets/secret.key')).status).toBe(404);
});

it('renders the reference in a real browser under its own Content-Security-Policy: no violation, nothing from another origin, search and code samples', async () => {
  const page = await svc.anonymous.get('/docs');
  expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  const executablePath = findChromium(process.env.CHROMIUM_PATH);
  if (!executablePath) throw new Error('Chromium is needed (scripts/system-deps.js installs it)');
  const browser = await puppeteer.launch({ executablePath, headless: true, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] });
  try {
    const tab = await browser.newPage();
    const violations: string[] = [];
    const elsewhere: string[] = [];
    tab.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    tab.on('request', (r) => {
      if (!r.url().startsWith(svc.running.url) && !r.url().startsWith('data:')) elsewhere.push(r.url());
    });
    await tab.setViewport({ width: 1440, height: 900 });
    await tab.goto(`${svc.running.url}/docs#tag/surveys/POST/api/v1/surveys`, { waitUntil: 'networkidle0' });
    // The operation an anchor names, with its generated curl sample; the search box in the sidebar.
    await tab.waitForFunction("document.body.innerText.includes('Create a survey') && document.body.innerText.includes('curl')", {
      timeout: 30_000,
    });
    const text = (await tab.evaluate('document.body.innerText')) as string;
    expect(text).toContain('Fieldwork API');
    expect(await tab.evaluate("[...document.querySelectorAll('button')].some((b) => /Search/.test(b.innerText))")).toBe(true);
    // Nothing that leads to the renderer's own hosted services.
    expect(text).not.toMatch(/Ask AI|Generate MCP/);
    expect(violations).toEqual([]);
    expect(elsewhere).toEqual([]);
  } finally {
    await browser.close();
  }
}, 90_000);

it('keeps the contract intro short and its changes on the changelog page, newest first', async () => {
  const contract = YAML.parse(fs.readFileSync('openapi.yaml', 'utf8'));
  expect(contract.info.description.split('\n').length).toBeLessThan(80);
  expect(contract.info.description).toContain('(/docs/changelog)');
  expect(contract.info.description).not.toMatch(/^- \d{4}-\d{2}-\d{2}/m);
  const page = await svc.anonymous.get('/docs/changelog');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  const dates = [...page.text.matchAll(/<h2>(\d{4}-\d{2}-\d{2})<\/h2>/g)].map((m) => m[1]);
  expect(dates.length).toBeGreaterThan(3);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(page.text).toContain('<code>Idempotency-Key</code>');
});

it.each(Object.keys(PROBLEMS))('explains the problem code %s at /problems/<code>', async (code) => {
  const res = await svc.anonymous.get(`/problems/${code}`);
  expect(res.status).toBe(200);
  expect(res.text).toContain(`<code>${code}</code>`);
  expect(res.text).toContain(String(PROBLEMS[code as keyof typeof PROBLEMS].status));
});

it('answers 404 for an unknown problem code', async () => {
  const res = await svc.anonymous.get('/problems/no_such_code');
  expect(res.status).toBe(404);
  expect(res.body.code).toBe('not_found');
});

it('pre-fills no filter in the reference: list filters have neither a default nor an example', async () => {
  const doc = (await svc.anonymous.get('/api/v1/openapi.json')).body;
  const resolve = (node: { $ref?: string }): Record<string, unknown> =>
    node.$ref
      ? resolve(
          node.$ref
            .split('/')
            .slice(1)
            .reduce((o: any, k: string) => o[k], doc),
        )
      : (node as Record<string, unknown>);
  for (const [path, item] of Object.entries(doc.paths) as [string, any][]) {
    if (!String(item.get?.operationId ?? '').startsWith('list')) continue; // an export's default status is a real default
    const filters = (item.get?.parameters ?? []).map(resolve).filter((p: any) => p.in === 'query' && p.name === 'status');
    for (const p of filters) {
      const schema = resolve(p.schema);
      expect({ path, example: p.example ?? schema.example, default: schema.default }).toEqual({
        path,
        example: undefined,
        default: undefined,
      });
    }
  }
  expect(doc.info.description).toMatch(/feature_not_available` at once, before its input is read/);
});

// CORS on the respondent API (docs/design/collectors.md): a page on a site one of the survey's collectors allows may
// call it from a browser; any other site may not. Checked by header and in Chromium, from a page on another origin.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer from 'puppeteer-core';
import { findChromium } from '../../src/report/renderer';
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';

const file = useService();
const COLLECT = '/api/collect/v1';
const SHOP = 'https://shop.example.com';

async function surveyAllowing(origins: string[]) {
  const s = await buildSurvey(file.api, [{ key: 'a', type: 'single_choice', config: { options: opts('x', 'y') } }]);
  const [link] = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data;
  const res = await file.api.patch(`/api/v1/collectors/${link.id}`, { settings: { allowedOrigins: origins } });
  expect(res.status).toBe(200);
  return { ...s, collectorId: link.id as string, stored: res.body.settings.allowedOrigins as string[] };
}

const preflight = (path: string, origin: string, method = 'POST') =>
  file.svc.anonymous.request('OPTIONS', path, {
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'content-type, x-session-token' },
  });

describe('the collector setting', () => {
  it('stores origins as browsers send them, without repeats, and refuses anything but an origin naming its place', async () => {
    const s = await surveyAllowing(['https://Shop.Example.com:443/', 'https://shop.example.com', 'http://localhost:8080']);
    expect(s.stored).toEqual([SHOP, 'http://localhost:8080']);
    for (const bad of ['https://shop.example.com/checkout', 'ftp://shop.example.com', '*', 'https://user@shop.example.com']) {
      const res = await file.api.patch(`/api/v1/collectors/${s.collectorId}`, { settings: { allowedOrigins: [SHOP, bad] } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].name).toMatch(/^settings\.allowedOrigins\[1\]/);
    }
    expect((await file.api.get(`/api/v1/collectors/${s.collectorId}`)).body.settings.allowedOrigins).toEqual(s.stored);
  });
});

describe('preflight', () => {
  it("allows an origin one of the survey's collectors allows: that origin, the path's methods, never credentials", async () => {
    const s = await surveyAllowing([SHOP]);
    const res = await preflight(`${COLLECT}/surveys/${s.id}/sessions`, SHOP);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Session-Token/);
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('allows no other origin, the site itself, or a survey that does not exist', async () => {
    const s = await surveyAllowing([SHOP]);
    const other = await surveyAllowing([]);
    for (const [path, origin] of [
      [`${COLLECT}/surveys/${s.id}/sessions`, 'https://evil.example.com'],
      [`${COLLECT}/surveys/${s.id}/sessions`, 'https://shop.example.com.evil.example'],
      [`${COLLECT}/surveys/${other.id}/sessions`, SHOP],
      [`${COLLECT}/surveys/0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f/sessions`, SHOP],
      [`${COLLECT}/surveys/${s.id}/sessions`, new URL(file.svc.running.url).origin],
    ]) {
      const res = await preflight(path, origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('calls', () => {
  it("answers an allowed page's calls, refusals included, with its origin and the headers its script may read", async () => {
    const s = await surveyAllowing([SHOP]);
    const started = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, {}, { headers: { Origin: SHOP } });
    expect(started.status).toBe(201);
    expect(started.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(started.headers.get('access-control-expose-headers')).toMatch(/Location/);
    const session = `${COLLECT}/sessions/${started.body.sessionId}`;
    const headers = { Origin: SHOP, 'X-Session-Token': started.body.token };
    const refused = await file.svc.anonymous.post(`${session}/answers`, { answers: [{ questionId: s.q.a, value: 'z' }] }, { headers });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SHOP);
    const answered = await file.svc.anonymous.post(`${session}/answers`, { answers: [{ questionId: s.q.a, value: 'x' }] }, { headers });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect((await file.svc.anonymous.get(session, { headers })).headers.get('access-control-allow-origin')).toBe(SHOP);
    const other = await file.svc.anonymous.get(session, { headers: { ...headers, Origin: 'https://evil.example.com' } });
    expect(other.status).toBe(200); // a server answers; it is the browser that keeps the page from reading it
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

it('lets a page on an allowed site take the survey in a real browser, and keeps a page on another site out', async () => {
  const s = await surveyAllowing([]);
  const pages = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>shop</title>'),
  );
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const pageOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  const executablePath = findChromium(process.env.CHROMIUM_PATH);
  if (!executablePath) throw new Error('Chromium is needed (scripts/system-deps.js installs it)');
  const browser = await puppeteer.launch({ executablePath, headless: true, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] });
  try {
    const tab = await browser.newPage();
    await tab.goto(pageOrigin);
    // The page starts a session and answers, as a site embedding its own questionnaire would.
    const takeSurvey = `(async () => {
      try {
        const api = ${JSON.stringify(`${file.svc.running.url}${COLLECT}`)};
        const start = await fetch(api + '/surveys/${s.id}/sessions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
        const session = await start.json();
        const answer = await fetch(api + '/sessions/' + session.sessionId + '/answers', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Session-Token': session.token },
          body: JSON.stringify({ answers: [{ questionId: '${s.q.a}', value: 'x' }] }),
        });
        return answer.status + ' ' + (start.headers.get('Location') ? 'location' : 'no location');
      } catch (e) {
        return 'blocked';
      }
    })()`;
    expect(await tab.evaluate(takeSurvey)).toBe('blocked');
    await file.api.patch(`/api/v1/collectors/${s.collectorId}`, { settings: { allowedOrigins: [pageOrigin] } });
    expect(await tab.evaluate(takeSurvey)).toBe('200 location');
  } finally {
    await browser.close();
    pages.close();
  }
}, 60_000);

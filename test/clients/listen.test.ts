// `fieldwork listen` (docs/design/events.md): follows a running server's feed through its API and forwards each event
// to a local receiver, signed as a webhook delivery is; the receiver verifies it with the standardwebhooks package.
// It does not depend on the database (it reads the feed over HTTP), so it runs once, with the generated clients.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { startTestService, type TestService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { program } from '../../src/cli/main';
import { listen } from '../../src/cli/listen';

let svc: TestService;
let receiver: http.Server;
let receiverUrl: string;
const received: { headers: Record<string, string>; body: string }[] = [];

beforeAll(async () => {
  svc = await startTestService({ WEBHOOK_POLL_MS: '0' });
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(received.length === 1 ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await svc.close();
});

it('forwards a completion to a local receiver, signed with the secret it printed; one line per delivery', async () => {
  const org = await svc.org();
  const s = await buildSurvey(org.api, [{ key: 'q', type: 'short_text' }]);
  await org.api.post('/api/v1/surveys', { title: 'Before listening: not forwarded' });
  let output = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output += String(chunk);
    return true;
  });
  try {
    const args = ['listen', '--forward-to', receiverUrl, '--url', svc.running.url, '--key', org.key];
    const run = program({ embedded: true }).parseAsync([
      'node',
      'fieldwork',
      ...args,
      '--events',
      'response.completed,survey.created',
      '--max-events',
      '2',
    ]);
    while (!output.includes('Ready')) await new Promise((r) => setTimeout(r, 20));
    const started = await svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`, {});
    const headers = { 'X-Session-Token': started.body.token };
    await svc.anonymous.post(
      `/api/collect/v1/sessions/${started.body.sessionId}/answers`,
      { answers: [{ questionId: s.q.q, value: 'Fine', timeMs: 900 }] },
      { headers },
    );
    expect((await svc.anonymous.post(`/api/collect/v1/sessions/${started.body.sessionId}/complete`, undefined, { headers })).status).toBe(
      200,
    );
    const later = (await org.api.post('/api/v1/surveys', { title: 'While listening' })).body;
    await run;

    const secret = /Signing secret: (whsec_\S+)/.exec(output)![1];
    const events = received.map((r) => new Webhook(secret).verify(r.body, r.headers) as { id: string; type: string; data: any });
    expect(events.map((e) => e.type)).toEqual(['response.completed', 'survey.created']);
    expect(events[0].data.response.id).toBe(started.body.sessionId);
    expect(events[1].data.surveyId).toBe(later.id);
    // The same event id as the feed (and any webhook) gives it.
    const feed = (await org.api.get('/api/v1/events', { query: { types: 'response.completed' } })).body.data;
    expect(feed.map((e: { id: string }) => e.id)).toEqual([events[0].id]);
    const lines = output.trim().split('\n').slice(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`response\\.completed\\s+${events[0].id}\\s+-> 200`));
    expect(lines[1]).toMatch(/survey\.created\s+\S+\s+-> 500/);
    expect(() => new Webhook('whsec_' + Buffer.alloc(24, 1).toString('base64')).verify(received[0].body, received[0].headers)).toThrow();
  } finally {
    write.mockRestore();
  }
});

it('says why when the key may not read the feed', async () => {
  const org = await svc.org({ scopes: ['surveys:read'] });
  let error = '';
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    error += String(chunk);
    return true;
  });
  try {
    await program({ embedded: true }).parseAsync([
      'node',
      'fieldwork',
      'listen',
      '--forward-to',
      receiverUrl,
      '--url',
      svc.running.url,
      '--key',
      org.key,
    ]);
  } finally {
    spy.mockRestore();
  }
  expect(error).toMatch(/refused the feed: 403 insufficient_scope/);
  expect(process.exitCode).toBe(1);
  process.exitCode = 0;
});

it('backs off when long polls come back at once or the server asks it to wait, instead of asking hundreds of times a second', async () => {
  // A server restarting: every long poll returns empty at once, then it answers 503 with Retry-After.
  let calls = 0;
  const feed = http.createServer((req, res) => {
    calls++;
    const waiting = new URL(req.url ?? '/', 'http://x').searchParams.get('wait') !== '0';
    if (waiting && calls > 2) {
      res.writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '1' }).end('{"code":"unavailable"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [], nextCursor: 'c1', hasMore: false }));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const lines: string[] = [];
  const stop = new AbortController();
  const running = listen({
    url: `http://127.0.0.1:${(feed.address() as AddressInfo).port}`,
    key: 'fw_test',
    forwardTo: receiverUrl,
    events: [],
    signal: stop.signal,
    print: (line) => lines.push(line),
  });
  await new Promise((r) => setTimeout(r, 3000));
  stop.abort();
  await running;
  await new Promise((resolve) => feed.close(resolve));
  // 0.5 s, 1 s, then Retry-After's 1 s at least: a handful of calls in 3 s (it made hundreds before)
  expect(calls).toBeLessThanOrEqual(8);
  expect(lines.some((l) => /the server answered 503; trying again in \d/.test(l))).toBe(true);
});

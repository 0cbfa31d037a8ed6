// The official TypeScript client (clients/typescript, docs/client.md) against a live server: it compiles on its own
// under `tsc --strict`; lists walk every page; a POST whose answer was lost is retried with the same
// Idempotency-Key and done once; a respondent takes a survey; an export streams; problems are typed errors;
// webhook deliveries verify, and a tampered one does not.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fieldwork, FieldworkError, ok, verifyWebhook, type Problem } from '../../clients/typescript/src';
import { signedHeaders } from '../../src/webhooks/signing';
import { startTestService, type TestService } from '../helpers/service';

let svc: TestService;
let key: string;
beforeAll(async () => {
  svc = await startTestService();
  key = (await svc.org()).key;
}, 60_000);
afterAll(() => svc?.close());

it('compiles as its own package under tsc --strict', () => {
  const root = path.join(__dirname, '../..');
  let output = '';
  try {
    execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'clients/typescript/tsconfig.json', '--noEmit'], {
      cwd: root,
      stdio: 'pipe',
    });
  } catch (e) {
    output = String((e as { stdout?: Buffer }).stdout ?? e);
  }
  expect(output).toBe('');
}, 120_000);

it('walks a list page after page with the async iterator', async () => {
  const fw = fieldwork({ baseUrl: svc.running.url, apiKey: key });
  const titles = ['One', 'Two', 'Three', 'Four', 'Five'];
  for (const title of titles) await ok(fw.api.POST('/api/v1/surveys', { body: { title } }));
  const seen: string[] = [];
  for await (const survey of fw.list((query) => fw.api.GET('/api/v1/surveys', { params: { query: { ...query, pageSize: 2 } } }))) {
    seen.push(survey.title);
  }
  expect(seen.sort()).toEqual([...titles].sort());
});

it('retries a POST whose answer was lost with the same Idempotency-Key, so the survey is created once', async () => {
  let calls = 0;
  const keys: (string | null)[] = [];
  const flaky: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    keys.push(request.headers.get('Idempotency-Key'));
    const response = await fetch(request);
    if (++calls === 1) throw new TypeError('fetch failed: the connection dropped after the server answered');
    return response;
  };
  const fw = fieldwork({ baseUrl: svc.running.url, apiKey: key, fetch: flaky });
  const survey = await ok(fw.api.POST('/api/v1/surveys', { body: { title: 'Exactly once' } }));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const plain = fieldwork({ baseUrl: svc.running.url, apiKey: key });
  const all = [];
  for await (const s of plain.list((query) => plain.api.GET('/api/v1/surveys', { params: { query } }))) all.push(s);
  expect(all.filter((s) => s.title === 'Exactly once').map((s) => s.id)).toEqual([survey.id]);
});

it('takes a survey as a respondent, exports it as a stream, and throws problems as typed errors', async () => {
  const fw = fieldwork({ baseUrl: svc.running.url, apiKey: key });
  const survey = await ok(fw.api.POST('/api/v1/surveys', { body: { title: 'Client trip' } }));
  const surveyId = survey.id;
  const question = await ok(
    fw.api.POST('/api/v1/surveys/{surveyId}/questions', { params: { path: { surveyId } }, body: { type: 'short_text', title: 'Why?' } }),
  );
  await ok(fw.api.PUT('/api/v1/surveys/{surveyId}', { params: { path: { surveyId } }, body: { status: 'live' } }));

  const respondent = fieldwork({ baseUrl: svc.running.url });
  const session = await ok(
    respondent.api.POST('/api/collect/v1/surveys/{surveyId}/sessions', { params: { path: { surveyId } }, body: {} }),
  );
  const token = { 'X-Session-Token': session.token };
  const sessionPath = { sessionId: session.sessionId };
  await ok(
    respondent.api.POST('/api/collect/v1/sessions/{sessionId}/answers', {
      params: { path: sessionPath, header: token },
      body: { answers: [{ questionId: question.id, value: 'Price' }] },
    }),
  );
  const done = await ok(
    respondent.api.POST('/api/collect/v1/sessions/{sessionId}/complete', { params: { path: sessionPath, header: token } }),
  );
  expect(done.status).toBe('completed');

  const file = await fw.exportResponses(surveyId, 'csv');
  expect(file.contentType).toMatch(/^text\/csv/);
  expect(file.fileName).toMatch(/\.csv$/);
  const text = await new Response(file.stream).text();
  expect(text.split('\n')[0]).toMatch(/^responseId,/);
  expect(text).toContain('Price');

  const missing = await ok(
    fw.api.GET('/api/v1/surveys/{surveyId}', { params: { path: { surveyId: '0192f3c4-0000-7000-8000-000000000000' } } }),
  ).catch((e: unknown) => e);
  expect(missing).toBeInstanceOf(FieldworkError);
  const problem: Problem = (missing as FieldworkError).problem;
  expect({ code: (missing as FieldworkError).code, status: problem.status }).toEqual({ code: 'not_found', status: 404 });
  await expect(fw.exportResponses('0192f3c4-0000-7000-8000-000000000000', 'xlsx')).rejects.toMatchObject({ code: 'not_found' });
});

it('verifies a webhook delivery signed as the service signs it, and refuses a tampered one', () => {
  const secret = `whsec_${Buffer.from('a secret of twenty-four!').toString('base64')}`;
  const body = JSON.stringify({
    id: '0192f3c4-1111-7000-8000-000000000000',
    type: 'response.completed',
    createdAt: '2026-11-26T10:00:00.000Z',
    data: {},
  });
  const headers = signedHeaders(secret, 'evt_1', body);
  expect(verifyWebhook(secret, body, headers).type).toBe('response.completed');
  expect(() => verifyWebhook(secret, body.replace('completed', 'abandoned'), headers)).toThrow();
  expect(() => verifyWebhook(`whsec_${Buffer.from('another secret, 24 bytes').toString('base64')}`, body, headers)).toThrow();
});

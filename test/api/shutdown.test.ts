// Graceful shutdown: draining answers /readyz with 503 first (requests are still served), then takes no
// new connection, lets the request in flight finish, and stops the background jobs.
import http from 'node:http';
import { startTestService } from '../helpers/service';
import { assertMatchesContract } from '../helpers/contract';

/** A POST whose body arrives in two parts `gapMs` apart: a request the server holds in flight meanwhile. */
function slowPost(
  url: string,
  path: string,
  key: string,
  body: string,
  gapMs: number,
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, url),
      {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 5));
    setTimeout(() => req.end(body.slice(5)), gapMs);
  });
}

it('fails readiness first, finishes the request in flight, then takes no new connection', async () => {
  const svc = await startTestService({ EMAIL_POLL_MS: '0' });
  const org = await svc.org();
  const inFlight = slowPost(svc.running.url, '/api/v1/surveys', org.key, JSON.stringify({ title: 'Finished while draining' }), 600);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  const drained = svc.running.drain({ unreadyMs: 300, graceMs: 10_000 });
  const ready = await svc.anonymous.get('/readyz');
  expect(ready.status).toBe(503);
  expect(ready.body).toEqual({ status: 'unavailable', draining: true });
  expect(ready.headers.get('connection')).toBe('close');
  const done = await inFlight;
  expect(done.status).toBe(201);
  expect(JSON.parse(done.text).title).toBe('Finished while draining');
  await drained;
  // It waited for the request, not for the grace period's cut.
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(fetch(`${svc.running.url}/healthz`)).rejects.toThrow();
  // The database is closed by the drain; the test service's own cleanup drops it.
  await svc.close().catch(() => undefined);
});

it('declares the draining answer of /readyz', () => {
  expect(() =>
    assertMatchesContract({
      method: 'GET',
      pathname: '/readyz',
      status: 503,
      headers: new Headers({ 'x-request-id': 'x', 'content-type': 'application/json' }),
      text: JSON.stringify({ status: 'unavailable', draining: true }),
    }),
  ).not.toThrow();
});

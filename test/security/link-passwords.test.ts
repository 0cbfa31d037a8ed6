// Finding 7 of the security review: 60 wrong passwords in a row were each answered 401, and then the right one worked.
// Wrong guesses are now limited per link (from all addresses together) and per address, with 429 and Retry-After.
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { PASSWORD_GUESSES } from '../../src/collectors/guesses';

// One trusted hop: each request below can speak from its own address, as requests through a load balancer do.
const file = useService({ TRUST_PROXY: '1', COLLECT_RATE_LIMIT_PER_MINUTE: '100000' });
const COLLECT = '/api/collect/v1';
let address = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++address % 250}, 203.0.113.${Math.floor(address / 250) + 1}` });
/** A fresh address for every call. */
const fresh = () => ({ 'X-Forwarded-For': `203.0.${Math.floor(++address / 250)}.${address % 250}` });

async function protectedLink() {
  const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }]);
  const c = await file.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: `Panel ${address}`, settings: { password: 'open sesame' } });
  return { surveyId: s.id, collectorId: c.body.id as string };
}

it('refuses the right password once a link has taken its wrong guesses, from whatever addresses they came', async () => {
  const link = await protectedLink();
  const start = (password: string) =>
    file.svc.anonymous.post(
      `${COLLECT}/surveys/${link.surveyId}/sessions`,
      { collectorId: link.collectorId, password },
      { headers: fresh() },
    );
  for (let i = 0; i < PASSWORD_GUESSES.perLink; i++) expect((await start(`guess ${i}`)).status).toBe(401);
  const right = await start('open sesame');
  expect(right.status).toBe(429);
  expect(right.body.code).toBe('rate_limited');
  expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another link of the survey is not locked by this one's guesses.
  const other = await protectedLink();
  const elsewhere = await file.svc.anonymous.post(
    `${COLLECT}/surveys/${other.surveyId}/sessions`,
    { collectorId: other.collectorId, password: 'open sesame' },
    { headers: fresh() },
  );
  expect(elsewhere.status).toBe(201);
});

it('limits one address to its own wrong guesses, on the hosted page too (the welcome page again, 429)', async () => {
  const link = await protectedLink();
  const me = from();
  const form = { 'content-type': 'application/x-www-form-urlencoded', ...me };
  const post = (password: string) =>
    file.svc.anonymous.request('POST', `/s/${link.collectorId}`, {
      rawBody: `action=start&password=${encodeURIComponent(password)}`,
      headers: form,
      redirect: 'manual',
    });
  for (let i = 0; i < PASSWORD_GUESSES.perAddress; i++) expect((await post(`guess ${i}`)).status).toBe(401);
  const locked = await post('open sesame');
  expect(locked.status).toBe(429);
  expect(locked.headers.get('content-type')).toContain('text/html');
  expect(locked.text).toContain('Too many wrong passwords');
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  // Someone else, from another address, still gets in with the password.
  const other = await file.svc.anonymous.request('POST', `/s/${link.collectorId}`, {
    rawBody: 'action=start&password=open+sesame',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...fresh() },
    redirect: 'manual',
  });
  expect(other.status).toBe(303);
});

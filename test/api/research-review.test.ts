// The dashboard's research review (docs/design/errors.md, docs/design/auth.md, docs/design/rate-limits.md; docs/design/design-review.md): cookie sessions only (a
// bearer is 401; expired, badly signed, tampered or foreign tokens are refused), the review's four dimensions on a
// badly and a well designed survey, 5 reviews an hour per organisation, and the recommendation lifecycle. Also a
// server trusting a configured identity provider (a PEM public key, a JWKS URL) instead of the development key.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK } from 'jose';
import { startTestService, useService, type TestService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';
import { mintDevSession } from '../../src/auth/session';
import { Api } from '../helpers/api';

const SECRET = 'test-secret';
const reviewPath = (surveyId: string) => `/api/dashboard/surveys/${surveyId}/research-review`;
const cookie = (token: string) => ({ headers: { cookie: `__session=${token}` } });
const session = (orgId: string, user = 'user_1', ttl?: number) => mintDevSession(SECRET, { userId: user, organizationId: orgId }, ttl);

const BAD_SURVEY = [
  { key: 'income', type: 'single_choice', title: 'What is your annual household income?', config: { options: opts('low', 'mid', 'high') } },
  {
    key: 'lead',
    type: 'single_choice',
    title: "Don't you agree that our amazing app is easy to use?",
    config: { options: opts('yes', 'no') },
  },
  {
    key: 'grid',
    type: 'matrix_single',
    title: 'Rate each feature',
    config: { rows: opts('a', 'b', 'c'), columns: opts('c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7') },
  },
  { key: 'o1', type: 'long_text', title: 'Describe your first week with the app.' },
  { key: 'o2', type: 'long_text', title: 'What would you change?' },
  { key: 'o3', type: 'long_text', title: 'What do you like most?' },
  { key: 'o4', type: 'short_text', title: 'Anything else?' },
  { key: 'age', type: 'number', title: 'What is your age?' },
];
const GOOD_SURVEY = [
  {
    key: 'plan',
    type: 'single_choice',
    title: 'Which plan are you on?',
    required: false,
    config: { options: opts('free', 'pro', 'other') },
  },
  {
    key: 'sat',
    type: 'likert',
    title: 'How satisfied or dissatisfied are you with the app?',
    required: false,
    config: { points: 5, labels: ['Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied'] },
  },
  { key: 'nps', type: 'nps', title: 'How likely are you to recommend us to a friend?', required: false },
];

describe('the development session (no identity provider configured)', () => {
  const file = useService();
  let dash: Api;
  let surveyId: string;
  let token: string;
  beforeAll(async () => {
    dash = file.svc.anonymous;
    surveyId = (await buildSurvey(file.api, BAD_SURVEY, { live: false })).id;
    token = await session(file.orgId);
  });

  it('has no review before one is requested', async () => {
    const res = await dash.get(reviewPath(surveyId), cookie(token));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'review_not_found', status: 404 });
  });

  it('reviews a badly designed survey in four dimensions and stores it as the latest', async () => {
    const res = await dash.post(reviewPath(surveyId), undefined, cookie(token));
    expect(res.status).toBe(201);
    expect(res.headers.get('ratelimit-limit')).toBe('5');
    expect(res.headers.get('location')).toBe(reviewPath(surveyId)); // where the latest review reads
    const r = res.body;
    expect(r).toMatchObject({ surveyId, organizationId: file.orgId, requestedBy: 'user_1', status: 'completed' });
    const codes = Object.values(r.reviewData.dimensions).flatMap((d: any) => d.findings.map((f: { code: string }) => f.code));
    expect(codes).toEqual(
      expect.arrayContaining([
        'wording.leading_question',
        'wording.sensitive_topic',
        'methodology.forced_answers',
        'structure.hard_first_question',
        'structure.wide_grid',
        'statistics.thin_sample',
        'respondent.open_burden',
      ]),
    );
    const scores = [r.methodologyScore, r.structureScore, r.statisticsScore, r.respondentScore];
    expect(r.overallScore).toBeCloseTo(scores.reduce((a: number, b: number) => a + b, 0) / 4, 1);
    expect(r.methodologyScore).toBeLessThan(60);
    expect(r.reviewData.inputs).toMatchObject({
      questionCount: 8,
      completedSessions: 0,
      expectedCompletionSeconds: 4 * 10 + 3 * 6 + 4 * 60 - 10,
    });
    expect(r.summary).toBe(r.reviewData.summary);
    expect(r.summary).toMatch(
      /^Overall [\d.]+\/100\. Strongest: \w+ \(\d+\); weakest: \w+ \(\d+\)\. \d+ recommendations \(\d+ high priority\); first: /,
    );
    expect(r.recommendations).toHaveLength(codes.length);
    expect(r.recommendations[0].priority).toBe('high');
    for (const rec of r.recommendations) {
      expect(rec).toMatchObject({ reviewId: r.id, status: 'pending', dismissedReason: null, resolvedAt: null });
    }
    const priorities = r.recommendations.map((x: { priority: string }) => ['high', 'medium', 'low'].indexOf(x.priority));
    expect(priorities).toEqual([...priorities].sort());
    const latest = await dash.get(reviewPath(surveyId), cookie(token));
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual(r);
  });

  it('scores a well designed draft survey high, with only the planning note on sample size', async () => {
    const good = await buildSurvey(file.api, GOOD_SURVEY, { live: false });
    const res = await dash.post(reviewPath(good.id), {}, cookie(token));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      methodologyScore: 100,
      structureScore: 100,
      statisticsScore: 96,
      respondentScore: 100,
      overallScore: 99,
    });
    expect(res.body.recommendations.map((x: { priority: string; action: string }) => x.priority)).toEqual(['low']);
    expect(res.body.recommendations[0].action).toMatch(/^Plan for at least 385 completions/);
  });

  it('accepts only an empty body or {}', async () => {
    const res = await dash.post(reviewPath(surveyId), { depth: 'full' }, cookie(token));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });

  it('refuses a change another site started (403 cross_site_request) and writes nothing; reads and same-site changes pass', async () => {
    const other = await file.svc.org();
    const own = (await buildSurvey(other.api, BAD_SURVEY, { live: false })).id;
    const mine = await session(other.id);
    const post = (headers: Record<string, string>) =>
      dash.post(reviewPath(own), undefined, { headers: { ...cookie(mine).headers, ...headers } });
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      // Without an Origin (an older browser's form post), the Referer says where it came from.
      { Referer: 'https://evil.example/lure.html' },
      { Referer: 'not a url at all' },
    ];
    for (const headers of foreign) {
      const res = await post(headers);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('cross_site_request');
    }
    expect((await dash.get(reviewPath(own), { headers: { ...cookie(mine).headers, Origin: 'https://evil.example' } })).body.code).toBe(
      'review_not_found',
    );
    // The site's own origin (the test server's SITE_URL), a same-origin fetch, and a client that sends neither header.
    expect((await post({ Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    expect((await post({ Referer: 'http://localhost:3000/dashboard/surveys' })).status).toBe(201);
    expect((await post({})).status).toBe(201);
  });

  it('refuses a bearer header, even with a valid cookie, and an API key alone', async () => {
    const withBearer: Record<string, string>[] = [
      { cookie: `__session=${token}`, authorization: `Bearer ${file.api.key}` },
      { authorization: `Bearer ${file.api.key}` },
    ];
    for (const headers of withBearer) {
      const res = await dash.get(reviewPath(surveyId), { headers });
      expect(res.status).toBe(401);
      expect(res.body.detail).toMatch(/does not accept API keys or bearer headers/);
    }
    expect((await file.api.post(reviewPath(surveyId))).status).toBe(401);
  });

  it('refuses no cookie, an expired token, a badly signed one, a tampered one and one naming no organisation', async () => {
    const [head, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url')}.${token.split('.')[2]}`;
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /needs the __session cookie/],
      [{ cookie: `__session=${await session(file.orgId, 'u', -60)}` }, /expired/],
      [{ cookie: `__session=${await mintDevSession('another-secret', { userId: 'u', organizationId: file.orgId })}` }, /not valid/],
      [{ cookie: `__session=${tampered}` }, /not valid/],
      [{ cookie: '__session=not-a-jwt' }, /not valid/],
      [{ cookie: `__session=${await session('0192f3c4-0000-7000-8000-000000000000')}` }, /organisation does not exist/],
    ];
    for (const [headers, detail] of cases) {
      const res = await dash.post(reviewPath(surveyId), undefined, { headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'unauthorized' });
      expect(res.body.detail).toMatch(detail);
    }
  });

  it("treats another organisation's survey as not existing, on every method, and writes nothing", async () => {
    const stranger = await file.svc.org();
    const theirs = await session(stranger.id, 'user_9');
    for (const res of [
      await dash.post(reviewPath(surveyId), undefined, cookie(theirs)),
      await dash.get(reviewPath(surveyId), cookie(theirs)),
      await dash.patch(reviewPath(surveyId), { recommendationId: 'x', action: 'accepted' }, cookie(theirs)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('survey_not_found');
    }
    expect((await dash.get(reviewPath('not-a-uuid'), cookie(token))).status).toBe(400);
    expect((await dash.get(reviewPath('0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f'), cookie(token))).body.code).toBe('survey_not_found');
    const rows = await file.svc.running.services.db.kysely
      .selectFrom('research_reviews')
      .select('requested_by')
      .where('survey_id', '=', surveyId)
      .execute();
    expect(rows.map((r) => r.requested_by)).not.toContain('user_9');
  });

  it('takes a recommendation through accepted and dismissed, and marks the review dismissed when all are', async () => {
    const survey = await buildSurvey(file.api, BAD_SURVEY.slice(0, 2), { live: false });
    const review = (await dash.post(reviewPath(survey.id), undefined, cookie(token))).body;
    const [first, ...rest] = review.recommendations;
    const accept = await dash.patch(reviewPath(survey.id), { recommendationId: first.id, action: 'accepted' }, cookie(token));
    expect(accept.status).toBe(200);
    expect(accept.body).toEqual({ recommendationId: first.id, status: 'accepted', updatedAt: expect.any(String) });
    let now = (await dash.get(reviewPath(survey.id), cookie(token))).body.recommendations[0];
    expect(now).toMatchObject({ status: 'accepted', resolvedAt: accept.body.updatedAt, dismissedReason: null });

    const dismiss = await dash.patch(
      reviewPath(survey.id),
      { recommendationId: first.id, action: 'dismissed', reason: 'Asked late on purpose.' },
      cookie(token),
    );
    expect(dismiss.body.status).toBe('dismissed');
    now = (await dash.get(reviewPath(survey.id), cookie(token))).body.recommendations[0];
    expect(now).toMatchObject({ status: 'dismissed', dismissedReason: 'Asked late on purpose.', resolvedAt: dismiss.body.updatedAt });
    const again = await dash.patch(
      reviewPath(survey.id),
      { recommendationId: first.id, action: 'dismissed', reason: 'Asked late on purpose.' },
      cookie(token),
    );
    expect(again.body).toEqual(dismiss.body);

    for (const rec of rest) await dash.patch(reviewPath(survey.id), { recommendationId: rec.id, action: 'dismissed' }, cookie(token));
    const all = (await dash.get(reviewPath(survey.id), cookie(token))).body;
    expect(all.status).toBe('dismissed');
    expect(all.recommendations.slice(1).every((r: { dismissedReason: null }) => r.dismissedReason === null)).toBe(true);
    await dash.patch(reviewPath(survey.id), { recommendationId: first.id, action: 'accepted' }, cookie(token));
    const back = (await dash.get(reviewPath(survey.id), cookie(token))).body;
    expect(back.status).toBe('completed');
    expect(back.recommendations[0]).toMatchObject({ status: 'accepted', dismissedReason: null });
  });

  it('refuses an unknown action, an unknown recommendation and one of another survey', async () => {
    const review = (await dash.get(reviewPath(surveyId), cookie(token))).body;
    const bad = await dash.patch(reviewPath(surveyId), { recommendationId: review.recommendations[0].id, action: 'maybe' }, cookie(token));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_action', errors: [expect.objectContaining({ in: 'body', name: 'action' })] });
    const missing = await dash.patch(reviewPath(surveyId), { action: 'accepted' }, cookie(token));
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('invalid_request');
    expect((await dash.patch(reviewPath(surveyId), { recommendationId: 'nope', action: 'accepted' }, cookie(token))).body.code).toBe(
      'recommendation_not_found',
    );
    const other = await buildSurvey(file.api, BAD_SURVEY.slice(0, 1), { live: false });
    const res = await dash.patch(
      reviewPath(other.id),
      { recommendationId: review.recommendations[0].id, action: 'accepted' },
      cookie(token),
    );
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('recommendation_not_found');
    const unchanged = (await dash.get(reviewPath(surveyId), cookie(token))).body.recommendations[0];
    expect(unchanged.status).toBe('pending');
  });

  it('allows 5 reviews an hour per organisation, then 429 with Retry-After; reading and deciding stay open', async () => {
    const org = await file.svc.org();
    const survey = await buildSurvey(org.api, GOOD_SURVEY, { live: false });
    const mine = await session(org.id);
    for (let i = 0; i < 5; i++) {
      const res = await dash.post(reviewPath(survey.id), undefined, cookie(mine));
      expect(res.status).toBe(201);
      expect(res.headers.get('ratelimit-remaining')).toBe(String(4 - i));
    }
    const res = await dash.post(reviewPath(survey.id), undefined, cookie(mine));
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('rate_limited');
    expect(res.headers.get('ratelimit-limit')).toBe('5');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const latest = await dash.get(reviewPath(survey.id), cookie(mine));
    expect(latest.status).toBe(200);
    const rec = latest.body.recommendations[0];
    expect((await dash.patch(reviewPath(survey.id), { recommendationId: rec.id, action: 'accepted' }, cookie(mine))).status).toBe(200);
    const count = await file.svc.running.services.db.kysely
      .selectFrom('research_reviews')
      .select('id')
      .where('survey_id', '=', survey.id)
      .execute();
    expect(count).toHaveLength(5);
  });
});

describe('a configured identity provider', () => {
  const ISSUER = 'https://id.example.com';
  const AUDIENCE = 'https://fieldwork.example.com';
  let svc: TestService;
  let jwks: http.Server;
  let rsa: crypto.KeyPairKeyObjectResult;
  let ec: crypto.KeyPairKeyObjectResult;
  let orgId: string;
  let surveyId: string;
  const sign = (key: crypto.KeyObject, alg: string, claims: Record<string, unknown>, issuer = ISSUER, kid?: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, ...(kid ? { kid } : {}) })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject('user_idp')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);

  beforeAll(async () => {
    rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    ec = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const jwk = { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' };
    jwks = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
    );
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    svc = await startTestService({
      AUTH_PUBLIC_KEY: rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString().replace(/\n/g, '\\n'),
      AUTH_ISSUER: ISSUER,
      AUTH_AUDIENCE: AUDIENCE,
    });
    const org = await svc.org();
    orgId = org.id;
    surveyId = (await buildSurvey(org.api, GOOD_SURVEY, { live: false })).id;
  });
  afterAll(async () => {
    await svc.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  it('accepts an RS256 token of the provider and refuses development tokens and other issuers', async () => {
    const ok = await svc.anonymous.post(reviewPath(surveyId), undefined, cookie(await sign(rsa.privateKey, 'RS256', { org_id: orgId })));
    expect(ok.status).toBe(201);
    expect(ok.body.requestedBy).toBe('user_idp');
    for (const token of [
      await session(orgId),
      await sign(rsa.privateKey, 'RS256', { org_id: orgId }, 'https://evil.example.com'),
      await sign(ec.privateKey, 'ES256', { org_id: orgId }),
    ]) {
      expect((await svc.anonymous.get(reviewPath(surveyId), cookie(token))).status).toBe(401);
    }
  });

  it('verifies ES256 tokens against a JWKS URL', async () => {
    const { port } = jwks.address() as AddressInfo;
    const other = await startTestService({
      AUTH_JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
      AUTH_ISSUER: ISSUER,
      AUTH_AUDIENCE: AUDIENCE,
    });
    try {
      const org = await other.org();
      const survey = await buildSurvey(org.api, GOOD_SURVEY, { live: false });
      const res = await other.anonymous.post(
        reviewPath(survey.id),
        undefined,
        cookie(await sign(ec.privateKey, 'ES256', { org_id: org.id }, ISSUER, 'ec-1')),
      );
      expect(res.status).toBe(201);
      const wrongKey = await sign(rsa.privateKey, 'RS256', { org_id: org.id }, ISSUER, 'ec-1');
      expect((await other.anonymous.get(reviewPath(survey.id), cookie(wrongKey))).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

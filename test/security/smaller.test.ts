// Finding 11 of the security review, the smaller holes: an unsubscribe token in the access log, an IPv4-compatible
// IPv6 address past the webhook guard, dashboard tokens not checked for audience (nor for issuer with only a JWKS),
// the pretest comparison's scope (now `surveys:read`, as the specification names it), and an undeclared 400 on the
// debrief page. (The renderer's
// network and file access is held by renderer.test.ts.)
import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { mintUnsubscribeToken } from '../../src/email/unsubscribe';
import { SessionVerifier } from '../../src/auth/session';
import { Api } from '../helpers/api';
import { useService } from '../helpers/service';
import { withLoggedServer } from '../helpers/logged-server';

const file = useService({ WEBHOOK_POLL_MS: '0' });

it('writes no unsubscribe token to the access log', async () => {
  await withLoggedServer(
    { secretKey: 'log-secret', plan: 'business', scopes: ['contacts:write'] },
    async ({ url, key, organizationId, lines }) => {
      const contact = await new Api(url, key).post('/api/v1/contacts', { email: 'reader@example.com' });
      const token = mintUnsubscribeToken('log-secret', organizationId, contact.body.id);
      const page = await new Api(url).get(`/u/${token}`);
      expect(page.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const entry = lines.map((l) => JSON.parse(l)).find((e) => e.operationId === 'getUnsubscribePage');
      expect(entry).toMatchObject({ path: '/u/[redacted]', status: 200 });
      expect(lines.join('')).not.toContain(token);
    },
  );
});

it.each(['https://[::127.0.0.1]/hooks', 'https://[::7f00:1]/hooks', 'https://[::a9fe:a9fe]/latest/meta-data', 'https://[::10.0.0.1]/in'])(
  'refuses the webhook target %s (IPv4-compatible IPv6)',
  async (url) => {
    const res = await file.api.post('/api/v1/webhooks', { url });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ name: 'url', message: expect.stringContaining('IPv4-compatible') });
  },
);

describe('dashboard tokens', () => {
  const ISSUER = 'https://id.example.com';
  const AUDIENCE = 'https://fieldwork.example.com';
  const keys = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const sign = (claims: { iss?: string; aud?: string }) => {
    const jwt = new SignJWT({ org_id: 'org_1' })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('user_1')
      .setIssuedAt()
      .setExpirationTime('5m');
    if (claims.iss) jwt.setIssuer(claims.iss);
    if (claims.aud) jwt.setAudience(claims.aud);
    return jwt.sign(keys.privateKey);
  };

  it("refuses a provider's token minted for another application, or naming no audience", async () => {
    const verifier = new SessionVerifier({ authPublicKey: pem, authIssuer: ISSUER, authAudience: AUDIENCE, secretKey: 's' });
    await expect(verifier.verify(await sign({ iss: ISSUER, aud: AUDIENCE }))).resolves.toEqual({
      userId: 'user_1',
      organizationId: 'org_1',
    });
    await expect(verifier.verify(await sign({ iss: ISSUER, aud: 'https://another-app.example.com' }))).rejects.toThrow(/aud claim/);
    await expect(verifier.verify(await sign({ iss: ISSUER }))).rejects.toThrow(/aud/);
    await expect(verifier.verify(await sign({ iss: 'https://evil.example.com', aud: AUDIENCE }))).rejects.toThrow(/iss claim/);
  });

  it('refuses to start with a JWKS URL or a public key but no issuer or audience to check', () => {
    expect(() => new SessionVerifier({ authJwksUrl: 'https://id.example.com/jwks.json', secretKey: 's' })).toThrow(
      /AUTH_JWKS_URL is set without AUTH_ISSUER and AUTH_AUDIENCE/,
    );
    expect(() => new SessionVerifier({ authPublicKey: pem, authIssuer: ISSUER, secretKey: 's' })).toThrow(/without AUTH_AUDIENCE/);
  });
});

// The 2026-11-28 review: the specification names `surveys:read` for the comparison; its AI allowance is guarded by the
// plan, the monthly allowance and the rate limit (docs/changelog.md). A key without `surveys:read` is refused.
it('asks the pretest comparison for surveys:read, as the specification does, and refuses a key without it', async () => {
  const survey = await file.api.post('/api/v1/surveys', { title: 'Pretest' });
  const writeOnly = await file.svc.key(file.orgId, ['surveys:write', 'analytics:read']);
  const res = await writeOnly.post(`/api/v1/surveys/${survey.body.id}/pretest/compare`, {
    phrasingA: 'Why did you choose us?',
    phrasingB: 'What was the main reason you chose us?',
    category: 'question_wording',
  });
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ code: 'insufficient_scope', requiredScope: 'surveys:read' });
});

it('answers a malformed debrief page id with a declared status', async () => {
  const res = await file.svc.anonymous.get('/s/debrief/not-a-uuid');
  expect(res.status).toBe(400); // the test client fails any status the contract does not declare
});

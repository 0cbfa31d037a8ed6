// Dashboard sessions (docs/design/auth.md): the `__session` cookie holds a JWT of the identity provider (RS256 or ES256), verified with
// jose against the configured JWKS URL or PEM public key; issuer (AUTH_ISSUER), audience (AUTH_AUDIENCE) and expiry
// checked, and a configured provider without both is refused at start: an identity provider signs tokens for every
// application of its tenant, so a key alone would accept a token minted for another one. `sub` is the user and `org_id`
// the organisation. With no provider configured the server trusts a development key pair instead: an ES256 key
// derived from SECRET_KEY, so `fieldwork session create` (which reads the same data folder) signs tokens the server
// accepts without any file to share. A configured provider turns the development key off.
import crypto from 'node:crypto';
import { SignJWT, createRemoteJWKSet, jwtVerify, errors, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';

export const SESSION_COOKIE = '__session';
export const DEV_ISSUER = 'fieldwork-dev';
/** The audience of development tokens. */
export const DEV_AUDIENCE = 'fieldwork-dashboard';
const ALGORITHMS = ['RS256', 'ES256'];
/** Clock skew allowed between the identity provider and this server, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** How long a development token lasts unless asked otherwise. */
export const DEV_SESSION_TTL_SECONDS = 8 * 3600;

export interface DashboardSession {
  userId: string;
  organizationId: string;
}

/** Why a token was refused (the message is safe to show the caller). */
export class SessionError extends Error {}

/** The development key pair: P-256 with the private scalar derived from SECRET_KEY. */
function devKeys(secretKey: string): { privateKey: crypto.KeyObject; publicKey: crypto.KeyObject } {
  const d = Buffer.from(crypto.hkdfSync('sha256', secretKey, 'fieldwork', 'dashboard-dev-session', 32));
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  return {
    privateKey: crypto.createPrivateKey({ key: { ...jwk, d: d.toString('base64url') }, format: 'jwk' }),
    publicKey: crypto.createPublicKey({ key: jwk, format: 'jwk' }),
  };
}

/** Signs a development session token (CLI `session create`, tests). `ttlSeconds` may be negative (an expired token). */
export async function mintDevSession(secretKey: string, session: DashboardSession, ttlSeconds = DEV_SESSION_TTL_SECONDS): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org_id: session.organizationId })
    .setProtectedHeader({ alg: 'ES256', kid: DEV_ISSUER })
    .setSubject(session.userId)
    .setIssuer(DEV_ISSUER)
    .setAudience(DEV_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(devKeys(secretKey).privateKey);
}

export class SessionVerifier {
  private readonly key: JWTVerifyGetKey;
  private readonly issuer: string;
  private readonly audience: string;
  /** Which keys are trusted, for the startup log. */
  readonly trusting: 'jwks' | 'public_key' | 'development_key';

  constructor(config: Pick<Config, 'authJwksUrl' | 'authPublicKey' | 'authIssuer' | 'authAudience' | 'secretKey'>) {
    if (config.authJwksUrl || config.authPublicKey) {
      const missing = [!config.authIssuer && 'AUTH_ISSUER', !config.authAudience && 'AUTH_AUDIENCE'].filter(Boolean);
      if (missing.length) {
        throw new Error(
          `${config.authJwksUrl ? 'AUTH_JWKS_URL' : 'AUTH_PUBLIC_KEY'} is set without ${missing.join(' and ')}: dashboard tokens must name the issuer and the audience they were minted for`,
        );
      }
      this.issuer = config.authIssuer as string;
      this.audience = config.authAudience as string;
    } else {
      this.issuer = DEV_ISSUER;
      this.audience = DEV_AUDIENCE;
    }
    if (config.authJwksUrl) {
      this.key = createRemoteJWKSet(new URL(config.authJwksUrl));
      this.trusting = 'jwks';
    } else if (config.authPublicKey) {
      const key = crypto.createPublicKey(config.authPublicKey);
      this.key = async () => key;
      this.trusting = 'public_key';
    } else {
      const { publicKey } = devKeys(config.secretKey);
      this.key = async () => publicKey;
      this.trusting = 'development_key';
    }
  }

  async verify(token: string): Promise<DashboardSession> {
    let payload;
    try {
      const options = {
        algorithms: ALGORITHMS,
        issuer: this.issuer,
        audience: this.audience,
        requiredClaims: ['exp', 'sub', 'iss', 'aud'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      };
      ({ payload } = await jwtVerify(token, this.key, options));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new SessionError('The session has expired; sign in again.');
      if (error instanceof errors.JWTClaimValidationFailed)
        throw new SessionError(`The session token's ${error.claim} claim is not accepted.`);
      // Anything else (a bad signature, a malformed token, a key of another type than the token's algorithm, a
      // JWKS that cannot be fetched) means the token cannot be trusted.
      throw new SessionError('The session token is not valid.');
    }
    if (typeof payload.org_id !== 'string' || !payload.org_id || typeof payload.sub !== 'string' || !payload.sub) {
      throw new SessionError('The session token names no user (sub) or organisation (org_id).');
    }
    return { userId: payload.sub, organizationId: payload.org_id };
  }
}

// Respondent session tokens (stored only as a SHA-256 hash) and the duplicate-detection fingerprint (an HMAC of
// IP address and user agent, so no address is kept at rest).
import crypto from 'node:crypto';

const TOKEN_BYTES = 32;

export const newSessionToken = (): string => crypto.randomBytes(TOKEN_BYTES).toString('base64url');
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const actual = Buffer.from(hashToken(token), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

export const fingerprint = (secret: string, ip: string, userAgent: string): string =>
  crypto.createHmac('sha256', secret).update(`fingerprint\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);

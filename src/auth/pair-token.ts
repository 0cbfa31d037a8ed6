// A token naming two ids (a survey and a contact, an organisation and a contact), signed with a key derived from
// SECRET_KEY for one purpose: `base64url("a.b")` then `.` and the signature. A token of one purpose never verifies as
// another's (the purpose is part of the key), and a signature is compared in constant time.
import crypto from 'node:crypto';
import { keyedHash } from './seal';

/** What a token is for: each purpose signs with a key of its own. */
export type TokenPurpose = 'contact-link' | 'unsubscribe-link';

export function mintPairToken(secretKey: string, purpose: TokenPurpose, first: string, second: string): string {
  const payload = Buffer.from(`${first}.${second}`).toString('base64url');
  return `${payload}.${keyedHash(secretKey, purpose, payload)}`;
}

/** The two ids a valid token of this purpose names, or null (forged, altered, of another purpose, malformed). */
export function readPairToken(secretKey: string, purpose: TokenPurpose, token: string): [string, string] | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(keyedHash(secretKey, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const [first, second] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  return first && second ? [first, second] : null;
}

// A collector's password, stored only as a salted scrypt hash and compared in constant time.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const KEY_LENGTH = 32;
const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  return `scrypt.${salt.toString('base64url')}.${crypto.scryptSync(password, salt, KEY_LENGTH).toString('base64url')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('.');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length);
  return crypto.timingSafeEqual(actual, expected);
}

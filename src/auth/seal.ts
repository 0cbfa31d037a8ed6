// Secrets kept at rest (webhook signing secrets, organisations' model provider keys, stored replies): sealed with AES-256-GCM under
// a key derived from SECRET_KEY by HKDF-SHA256, one key per purpose, so a database dump alone reveals none of them.
import crypto from 'node:crypto';

const SEAL_VERSION = 'v1';
export type SealPurpose =
  | 'webhook-secret'
  | 'model-api-key'
  | 'reward-code'
  | 'reward-code-hash'
  | 'contact-data'
  | 'contact-email-hash'
  | 'contact-link'
  | 'device-cookie'
  | 'unsubscribe-link'
  | 'dkim-key'
  | 'idempotency-reply'
  | 'hidden-field'
  | 'erasure-subject';

// Derived once per SECRET_KEY and purpose: every webhook delivery opens its subscription's secret.
const keys = new Map<string, Buffer>();
function sealKey(secretKey: string, purpose: SealPurpose): Buffer {
  const id = `${purpose}\0${secretKey}`;
  let key = keys.get(id);
  if (!key) keys.set(id, (key = Buffer.from(crypto.hkdfSync('sha256', secretKey, 'fieldwork', purpose, 32))));
  return key;
}

/** Seals a secret for storage: `v1.<iv>.<ciphertext>.<tag>` (base64url parts). */
export function seal(secretKey: string, purpose: SealPurpose, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(secretKey, purpose), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, sealed, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Opens a sealed secret; throws when it was sealed under another key or purpose, or altered. */
export function unseal(secretKey: string, purpose: SealPurpose, sealed: string): string {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || data === undefined || !tag) throw new Error('not a sealed secret'); // an empty text seals to empty data
  const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(secretKey, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** A keyed hash (HMAC-SHA256 under the purpose's key) for equality look-ups of sealed values: equal inputs, equal hashes. */
/** A stored value that may be sealed or, stored before sealing began, in clear: opened, or as it is. */
export const openStored = (secretKey: string, purpose: SealPurpose, stored: string | null): string | null =>
  stored !== null && stored.startsWith('v1.') ? unseal(secretKey, purpose, stored) : stored;

export function keyedHash(secretKey: string, purpose: SealPurpose, value: string): string {
  return crypto.createHmac('sha256', sealKey(secretKey, purpose)).update(value, 'utf8').digest('base64url');
}

// Webhook secrets and signatures (D11, the Standard Webhooks scheme). A secret is `whsec_<base64 of 24 random
// bytes>`, shown once; records show only `secretPreview` (its last four characters). At rest the secret is sealed
// with AES-256-GCM under a key derived from SECRET_KEY (HKDF-SHA256), so a database dump alone does not reveal it.
// Each delivery is signed `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's decoded bytes.
import crypto from 'node:crypto';

const PREFIX = 'whsec_';
const SECRET_BYTES = 24;
const SEAL_VERSION = 'v1';

export function newSecret(): string {
  return `${PREFIX}${crypto.randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** What records show instead of the secret: the prefix, a mask and the last four characters. */
export const secretPreview = (secret: string): string => `${PREFIX}****${secret.slice(-4)}`;

const keyBytes = (secret: string): Buffer => Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

/** The `webhook-signature` value for one delivery attempt. */
export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = crypto.createHmac('sha256', keyBytes(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers of one delivery attempt (`webhook-id` stays the same across retries). */
export function signedHeaders(secret: string, id: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature(secret, id, timestamp, body) };
}

// Derived once per SECRET_KEY: every delivery opens its subscription's secret.
const sealKeys = new Map<string, Buffer>();
function sealKey(secretKey: string): Buffer {
  let key = sealKeys.get(secretKey);
  if (!key) sealKeys.set(secretKey, (key = Buffer.from(crypto.hkdfSync('sha256', secretKey, 'fieldwork', 'webhook-secret', 32))));
  return key;
}

/** Seals a secret for storage: `v1.<iv>.<ciphertext>.<tag>` (base64url parts). */
export function sealSecret(secretKey: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(secretKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, sealed, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Opens a sealed secret; throws when it was sealed under another key or altered. */
export function openSecret(secretKey: string, sealed: string): string {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !data || !tag) throw new Error('not a sealed webhook secret');
  const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

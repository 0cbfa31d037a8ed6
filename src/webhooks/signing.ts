// Webhook secrets and signatures (docs/design/webhooks.md, the Standard Webhooks scheme). A secret is `whsec_<base64 of 24 random
// bytes>`, shown once; records show only `secretPreview` (its last four characters). At rest the secret is sealed
// with AES-256-GCM (src/auth/seal.ts), so a database dump alone does not reveal it.
// Each delivery is signed `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's decoded bytes.
import crypto from 'node:crypto';
import { seal, unseal } from '../auth/seal';

const PREFIX = 'whsec_';
const SECRET_BYTES = 24;

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

/** Seals a secret for storage (src/auth/seal.ts). */
export const sealSecret = (secretKey: string, secret: string): string => seal(secretKey, 'webhook-secret', secret);

/** Opens a sealed secret; throws when it was sealed under another key or altered. */
export const openSecret = (secretKey: string, sealed: string): string => unseal(secretKey, 'webhook-secret', sealed);

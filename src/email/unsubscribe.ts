// The unsubscribe link of an invitation (docs/design/email.md, RFC 8058): a token naming the organisation and the contact, signed with
// a key derived from SECRET_KEY. Using it suppresses the address and marks the contact unsubscribed (once; the
// change publishes `contact.unsubscribed`), with no session or cookie.
import crypto from 'node:crypto';
import type { Db } from '../database';
import { keyedHash, unseal } from '../auth/seal';
import { findContact } from '../contacts/repository';
import { updateContact } from '../contacts/service';
import { suppress } from '../contacts/suppressions';

const sign = (secretKey: string, payload: string): string => keyedHash(secretKey, 'unsubscribe-link', payload);

export function mintUnsubscribeToken(secretKey: string, organizationId: string, contactId: string): string {
  const payload = Buffer.from(`${organizationId}.${contactId}`).toString('base64url');
  return `${payload}.${sign(secretKey, payload)}`;
}

export const unsubscribeUrl = (siteUrl: string, token: string): string => `${siteUrl}/u/${token}`;

function readToken(secretKey: string, token: string): { organizationId: string; contactId: string } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secretKey, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const [organizationId, contactId] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  return organizationId && contactId ? { organizationId, contactId } : null;
}

/** The contact a token names (null when the token is forged or the contact was erased). */
export async function tokenContact(db: Db, secretKey: string, token: string) {
  const named = readToken(secretKey, token);
  return named ? ((await findContact(db.kysely, named.organizationId, named.contactId)) ?? null) : null;
}

/** Unsubscribes the token's contact: suppressed (reason `unsubscribed`) and `unsubscribed` true. False: no such contact. */
export async function unsubscribe(db: Db, secretKey: string, token: string): Promise<boolean> {
  const contact = await tokenContact(db, secretKey, token);
  if (!contact) return false;
  const email = unseal(secretKey, 'contact-data', contact.email_sealed);
  await suppress(db, secretKey, contact.organization_id, { email, reason: 'unsubscribed' });
  if (!contact.unsubscribed) await updateContact(db, secretKey, contact, { unsubscribed: true });
  return true;
}

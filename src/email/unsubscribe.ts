// The unsubscribe link of an invitation (docs/design/email.md, RFC 8058): a token naming the organisation and the contact, signed with
// a key derived from SECRET_KEY. Using it suppresses the address and marks the contact unsubscribed (once; the
// change publishes `contact.unsubscribed`), with no session or cookie.
import type { Db } from '../database';
import { unseal } from '../auth/seal';
import { mintPairToken, readPairToken } from '../auth/pair-token';
import { findContact } from '../contacts/repository';
import { updateContact } from '../contacts/service';
import { suppress } from '../contacts/suppressions';

export function mintUnsubscribeToken(secretKey: string, organizationId: string, contactId: string): string {
  return mintPairToken(secretKey, 'unsubscribe-link', organizationId, contactId);
}

export const unsubscribeUrl = (siteUrl: string, token: string): string => `${siteUrl}/u/${token}`;

/** The contact a token names (null when the token is forged or the contact was erased). */
export async function tokenContact(db: Db, secretKey: string, token: string) {
  const named = readPairToken(secretKey, 'unsubscribe-link', token);
  return named ? ((await findContact(db.kysely, named[0], named[1])) ?? null) : null;
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

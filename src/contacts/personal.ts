// A contact's personal data at rest: sealed (AES-256-GCM under the `contact-data` key) and found by a keyed hash of
// the normalised address. Nothing here is ever logged.
import type { ContactRow } from '../db/schema';
import type { Schemas } from '../contract';
import { keyedHash, seal, unseal } from '../auth/seal';
import { fromJson } from '../db/values';

/** Trimmed, the whole address lower-cased (docs/design/contacts.md): `Ada@Example.COM ` and `ada@example.com` are one contact. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const emailHash = (secretKey: string, email: string): string => keyedHash(secretKey, 'contact-email-hash', normalizeEmail(email));

const sealed = (secretKey: string, value: string | null | undefined): string | null =>
  value === null || value === undefined ? null : seal(secretKey, 'contact-data', value);
export const opened = (secretKey: string, value: string | null): string | null =>
  value === null ? null : unseal(secretKey, 'contact-data', value);

export type ContactAttributes = Record<string, string | number | boolean>;

/** The personal columns of a contact row, sealed. */
export function sealPersonal(
  secretKey: string,
  fields: { email: string; firstName?: string | null; lastName?: string | null; attributes?: ContactAttributes },
): Pick<ContactRow, 'email_hash' | 'email_sealed' | 'first_name_sealed' | 'last_name_sealed' | 'attributes_sealed'> {
  return {
    email_hash: emailHash(secretKey, fields.email),
    email_sealed: seal(secretKey, 'contact-data', normalizeEmail(fields.email)),
    first_name_sealed: sealed(secretKey, fields.firstName),
    last_name_sealed: sealed(secretKey, fields.lastName),
    attributes_sealed: seal(secretKey, 'contact-data', JSON.stringify(fields.attributes ?? {})),
  };
}

export function toContact(secretKey: string, row: ContactRow): Schemas['Contact'] {
  return {
    id: row.id,
    email: unseal(secretKey, 'contact-data', row.email_sealed),
    firstName: opened(secretKey, row.first_name_sealed),
    lastName: opened(secretKey, row.last_name_sealed),
    language: row.language,
    externalId: row.external_id,
    attributes: fromJson<ContactAttributes>(unseal(secretKey, 'contact-data', row.attributes_sealed), {}),
    unsubscribed: row.unsubscribed === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

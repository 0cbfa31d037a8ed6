// Contacts (docs/design/contacts.md): list with filters, create (unique by normalised address), read, update, erase. Writers lock the
// organisation first, so two creates of one address give one contact and one `409 contact_exists` on both databases.
import type { Db } from '../database';
import type { ContactRow } from '../db/schema';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import { ApiError, notFound } from '../errors';
import type { Schemas } from '../contract';
import { paginate, type ListQuery } from '../paginate';
import { lockOrganization } from '../auth/organizations';
import * as contacts from './repository';
import { emailHash, sealPersonal, toContact, type ContactAttributes } from './personal';

export interface ContactListQuery extends ListQuery {
  email?: string;
  listId?: string;
  externalId?: string;
}

export async function listContactPage(
  db: Db,
  secretKey: string,
  organizationId: string,
  query: ContactListQuery,
  given: ReadonlySet<string>,
) {
  if (query.listId && !(await contacts.findContactList(db.kysely, organizationId, query.listId)))
    throw notFound('Contact list', query.listId);
  const page = await paginate({
    list: `contacts:${organizationId}`,
    query,
    given,
    secret: secretKey,
    // The cursor carries the filters as given; the address only as its keyed hash, never in clear.
    filters: {
      email: query.email !== undefined ? emailHash(secretKey, query.email) : null,
      listId: query.listId ?? null,
      externalId: query.externalId ?? null,
    },
    toFilter: (f) => ({
      organizationId,
      emailHash: f.email ?? undefined,
      listId: f.listId ?? undefined,
      externalId: f.externalId ?? undefined,
    }),
    fetch: (filter, w) => contacts.listContacts(db.kysely, filter, w),
    count: (filter) => contacts.countContacts(db.kysely, filter),
  });
  return { data: page.data.map((r) => toContact(secretKey, r)), pagination: page.pagination };
}

const exists = () => new ApiError('contact_exists', 'A contact with this address already exists.');

/** A new contact row from validated fields. */
export function newContactRow(secretKey: string, organizationId: string, body: Schemas['CreateContactRequest'], now: string): ContactRow {
  return {
    id: newId(),
    organization_id: organizationId,
    ...sealPersonal(secretKey, { email: body.email, firstName: body.firstName, lastName: body.lastName, attributes: body.attributes }),
    language: body.language ?? null,
    external_id: body.externalId ?? null,
    unsubscribed: 0,
    created_at: now,
    updated_at: now,
  };
}

export async function createContact(db: Db, secretKey: string, organizationId: string, body: Schemas['CreateContactRequest']) {
  return db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    if ((await contacts.contactsByHash(trx, organizationId, [emailHash(secretKey, body.email)])).size) throw exists();
    const row = newContactRow(secretKey, organizationId, body, nowIso());
    await contacts.insertContact(trx, row);
    return toContact(secretKey, row);
  });
}

export function contact(secretKey: string, row: ContactRow): Schemas['Contact'] {
  return toContact(secretKey, row);
}

/** The row after applying a change of fields (what an update and an import's upsert both do). */
export function changedRow(secretKey: string, row: ContactRow, body: Schemas['UpdateContactRequest'], now: string): ContactRow {
  const current = toContact(secretKey, row);
  const next = { ...current, ...body, attributes: (body.attributes ?? current.attributes) as ContactAttributes };
  return {
    ...row,
    ...sealPersonal(secretKey, next),
    language: next.language,
    external_id: next.externalId,
    unsubscribed: next.unsubscribed ? 1 : 0,
    updated_at: now,
  };
}

export async function updateContact(db: Db, secretKey: string, row: ContactRow, body: Schemas['UpdateContactRequest']) {
  return db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, row.organization_id);
    const current = await contacts.findContact(trx, row.organization_id, row.id);
    if (!current) throw notFound('Contact', row.id); // erased meanwhile
    if (body.email !== undefined) {
      const other = (await contacts.contactsByHash(trx, row.organization_id, [emailHash(secretKey, body.email)])).values().next().value;
      if (other && other.id !== row.id) throw exists();
    }
    const next = changedRow(secretKey, current, body, nowIso());
    await contacts.updateContactRow(trx, row.id, next);
    if (!current.unsubscribed && next.unsubscribed) {
      await db.journal.publish(trx, 'contact.unsubscribed', {
        organizationId: row.organization_id,
        contactId: row.id,
        at: next.updated_at,
      });
    }
    return toContact(secretKey, next);
  });
}

/** Erasure (GDPR article 17): the personal data and the memberships go in one transaction; responses keep the id (their
 * personal hidden field values went first: src/responses/erase-hidden.ts). */
export async function eraseContact(db: Db, row: Pick<ContactRow, 'id' | 'organization_id'>): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, row.organization_id);
    await contacts.deleteContactRow(trx, row.id);
  });
}

// Contact lists (docs/design/contacts.md): named groups of contacts to send to; names unique per organisation; adding members is
// idempotent.
import type { Db } from '../database';
import type { ContactListRow } from '../db/schema';
import { nowIso } from '../db/values';
import { invalid, notFound, type FieldError } from '../errors';
import type { Schemas } from '../contract';
import { paginate, type ListQuery } from '../paginate';
import { lockOrganization } from '../auth/organizations';
import { describedCollection } from '../collections/collection';
import * as contacts from './repository';
import { toContact } from './personal';

/** Contact lists: a page of them, one, create, update (the record counts the members), remove (with their memberships). */
export const contactLists = describedCollection<ContactListRow, contacts.ContactListWithCount>(
  'contact list',
  'contact-lists',
  contacts.contactListQueries,
);

export async function listMemberPage(db: Db, secretKey: string, list: ContactListRow, query: ListQuery, given: ReadonlySet<string>) {
  const page = await paginate({
    list: `contact-list-members:${list.id}`,
    query,
    given,
    secret: secretKey,
    filters: {},
    toFilter: () => ({ organizationId: list.organization_id, listId: list.id }),
    fetch: (filter, w) => contacts.listContacts(db.kysely, filter, w),
    count: (filter) => contacts.countContacts(db.kysely, filter),
  });
  return { data: page.data.map((r) => toContact(secretKey, r)), pagination: page.pagination };
}

export async function addListMembers(db: Db, list: ContactListRow, contactIds: readonly string[]): Promise<Schemas['ContactListRecord']> {
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, list.organization_id); // no contact is erased meanwhile
    const known = await contacts.existingContactIds(trx, list.organization_id, contactIds);
    const errors: FieldError[] = contactIds.flatMap((id, i) =>
      known.has(id) ? [] : [{ in: 'body' as const, name: `contactIds[${i}]`, message: 'is not a contact of this organisation' }],
    );
    if (errors.length) throw invalid(errors);
    await contacts.addMembers(trx, list.id, contactIds);
    await contacts.contactListQueries.update(trx, list.id, { updated_at: nowIso() });
  });
  return contactLists.one(db, list);
}

export async function removeListMember(db: Db, list: ContactListRow, contactId: string): Promise<void> {
  if (!(await contacts.removeMember(db.kysely, list.id, contactId))) throw notFound('Member', contactId);
}

// Contact lists (D16): named groups of contacts to send to; names unique per organisation; adding members is
// idempotent.
import type { Db } from '../database';
import type { ContactListRow } from '../db/schema';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import { ApiError, invalid, notFound, type FieldError } from '../errors';
import type { Schemas } from '../contract';
import { paginate, type ListQuery } from '../paginate';
import { displayName, nameKey } from '../names';
import { lockOrganization } from '../auth/organizations';
import * as contacts from './repository';
import { toContact } from './personal';

const toList = (row: contacts.ContactListWithCount): Schemas['ContactListRecord'] => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberCount: row.member_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listContactListPage(db: Db, organizationId: string, query: ListQuery, given: ReadonlySet<string>, secret: string) {
  const page = await paginate({
    list: `contact-lists:${organizationId}`,
    query,
    given,
    secret,
    filters: {},
    toFilter: () => organizationId,
    fetch: (org, w) => contacts.listContactLists(db.kysely, org, w),
    count: (org) => contacts.countContactLists(db.kysely, org),
    keyOf: (row) => row.name_key,
  });
  return { data: page.data.map(toList), pagination: page.pagination };
}

export async function contactList(db: Db, list: ContactListRow): Promise<Schemas['ContactListRecord']> {
  const row = await contacts.contactListWithCount(db.kysely, list.organization_id, list.id);
  if (!row) throw notFound('Contact list', list.id);
  return toList(row);
}

async function assertNameFree(db: Db['kysely'], organizationId: string, name: string, self?: string): Promise<void> {
  const other = await contacts.contactListNamed(db, organizationId, nameKey(name));
  if (other && other.id !== self) throw new ApiError('name_taken', `A contact list named '${other.name}' already exists.`);
}

export async function createContactList(db: Db, organizationId: string, body: Schemas['CreateContactListRequest']) {
  return db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    await assertNameFree(trx, organizationId, body.name);
    const now = nowIso();
    const row: ContactListRow = {
      id: newId(),
      organization_id: organizationId,
      name: displayName(body.name),
      name_key: nameKey(body.name),
      description: body.description ?? null,
      created_at: now,
      updated_at: now,
    };
    await contacts.insertContactList(trx, row);
    return toList({ ...row, member_count: 0 });
  });
}

export async function updateContactList(db: Db, list: ContactListRow, body: Schemas['UpdateContactListRequest']) {
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, list.organization_id);
    const set: Partial<ContactListRow> = { updated_at: nowIso() };
    if (body.name !== undefined) {
      await assertNameFree(trx, list.organization_id, body.name, list.id);
      Object.assign(set, { name: displayName(body.name), name_key: nameKey(body.name) });
    }
    if (body.description !== undefined) set.description = body.description;
    await contacts.updateContactListRow(trx, list.id, set);
  });
  return contactList(db, list);
}

export async function deleteContactList(db: Db, list: ContactListRow): Promise<void> {
  await contacts.deleteContactListRow(db.kysely, list.id);
}

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
    await contacts.updateContactListRow(trx, list.id, { updated_at: nowIso() });
  });
  return contactList(db, list);
}

export async function removeListMember(db: Db, list: ContactListRow, contactId: string): Promise<void> {
  if (!(await contacts.removeMember(db.kysely, list.id, contactId))) throw notFound('Member', contactId);
}

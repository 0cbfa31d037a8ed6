// Contact, list and suppression queries, scoped to an organisation.
import type { Kysely } from 'kysely';
import type { ContactListRow, ContactRow, Database, SuppressionRow } from '../db/schema';
import type { PageWindow } from '../paginate';
import { namedQueries, type WithCount } from '../collections/named-repository';
import { inChunks, ownedQueries } from '../db/rows';

type Q = Kysely<Database>;

export interface ContactFilter {
  organizationId: string;
  emailHash?: string;
  listId?: string;
  externalId?: string;
}

const filtered = (db: Q, { organizationId, emailHash, externalId, listId }: ContactFilter) =>
  db
    .selectFrom('contacts')
    .where('organization_id', '=', organizationId)
    .$if(Boolean(emailHash), (q) => q.where('email_hash', '=', emailHash!))
    .$if(Boolean(externalId), (q) => q.where('external_id', '=', externalId!))
    .$if(Boolean(listId), (q) =>
      q.where('id', 'in', (eb) => eb.selectFrom('contact_list_members').select('contact_id').where('list_id', '=', listId!)),
    );

export async function listContacts(db: Q, f: ContactFilter, page: PageWindow): Promise<ContactRow[]> {
  let q = filtered(db, f).selectAll();
  if (page.after) q = q.where('id', '>', page.after.id);
  return q.orderBy('id').limit(page.limit).offset(page.offset).execute();
}

export async function countContacts(db: Q, f: ContactFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const contacts = ownedQueries('contacts', 'organization_id');
export const { find: findContact, insert: insertContact, update: updateContactRow } = contacts;
/** Which of `ids` are the organisation's contacts. */
export const existingContactIds = (db: Q, organizationId: string, ids: readonly string[]) =>
  contacts.present(db, organizationId, 'id', ids);

export async function contactsByHash(db: Q, organizationId: string, hashes: readonly string[]): Promise<Map<string, ContactRow>> {
  const out = new Map<string, ContactRow>();
  await inChunks(hashes, async (chunk) => {
    const rows = await db
      .selectFrom('contacts')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('email_hash', 'in', chunk)
      .execute();
    for (const r of rows) out.set(r.email_hash, r);
  });
  return out;
}

/** Erasure: the row and its sealed data, and its list memberships (cascade). */
export async function deleteContactRow(db: Q, id: string): Promise<void> {
  await db.deleteFrom('contact_list_members').where('contact_id', '=', id).execute();
  await db.deleteFrom('contacts').where('id', '=', id).execute();
}

// Lists.
export type ContactListWithCount = WithCount<ContactListRow, 'contact_lists'>;
export const contactListQueries = namedQueries<ContactListRow, 'contact_lists'>('contact_lists');
export const { find: findContactList, named: contactListNamed } = contactListQueries;

/** Adds members; those already in the list stay as they are. */
export async function addMembers(db: Q, listId: string, contactIds: readonly string[]): Promise<void> {
  const unique = [...new Set(contactIds)];
  await inChunks(unique, async (chunk) => {
    await db
      .insertInto('contact_list_members')
      .values(chunk.map((contact_id) => ({ list_id: listId, contact_id })))
      .onConflict((oc) => oc.columns(['list_id', 'contact_id']).doNothing())
      .execute();
  });
}

export async function removeMember(db: Q, listId: string, contactId: string): Promise<number> {
  const result = await db
    .deleteFrom('contact_list_members')
    .where('list_id', '=', listId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Suppressions.
const suppressions = ownedQueries('suppressions', 'organization_id');
export const { find: findSuppression, count: countSuppressions, insert: insertSuppression, remove: deleteSuppressionRow } = suppressions;
export const suppressionByHash = (db: Q, organizationId: string, hash: string) =>
  suppressions.findBy(db, organizationId, 'email_hash', hash);
/** Which of these address hashes the organisation suppresses. */
export const suppressedHashes = (db: Q, organizationId: string, hashes: readonly string[]) =>
  suppressions.present(db, organizationId, 'email_hash', hashes);

/** Newest first (ids are UUID v7). */
export async function listSuppressions(db: Q, organizationId: string, page: PageWindow): Promise<SuppressionRow[]> {
  let q = db.selectFrom('suppressions').selectAll().where('organization_id', '=', organizationId);
  if (page.after) q = q.where('id', '<', page.after.id);
  return q.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

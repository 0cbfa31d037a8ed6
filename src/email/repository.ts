// Email queries: sends, their recipients (the outbox), and sending domains. The outbox is leased row by row: a process
// marks a batch of due recipients as its own until a deadline with one UPDATE whose condition is checked again on
// each row as it is written, so two processes never both take a message (PostgreSQL re-reads a row another
// transaction just changed; SQLite has one writer). Portable SQL only.
import type { Kysely } from 'kysely';
import type { Database, EmailRecipientRow, EmailSendRow } from '../db/schema';
import type { PageWindow } from '../paginate';
import type { Schemas } from '../contract';
import { ownedQueries } from '../db/rows';

type Q = Kysely<Database>;

export interface SendFilter {
  organizationId: string;
  surveyId?: string;
  collectorId?: string;
  status?: Schemas['EmailSendStatus'];
}

const sends = ownedQueries('email_sends', 'organization_id');
export const { insert: insertSend, update: updateSend, find: findSend, byId: sendById } = sends;
const recipients = ownedQueries('email_recipients', 'send_id');
export const { page: listRecipients, count: countRecipients } = recipients;
const domains = ownedQueries('sending_domains', 'organization_id');
export const { insert: insertDomain, update: updateDomain, find: findDomain, page: listDomains, count: countDomains } = domains;
export const domainNamed = (db: Q, organizationId: string, domain: string) => domains.findBy(db, organizationId, 'domain', domain);

const filteredSends = (db: Q, f: SendFilter) => {
  let q = db.selectFrom('email_sends').where('organization_id', '=', f.organizationId);
  if (f.surveyId) q = q.where('survey_id', '=', f.surveyId);
  if (f.collectorId) q = q.where('collector_id', '=', f.collectorId);
  if (f.status) q = q.where('status', '=', f.status);
  return q;
};

/** Newest first (ids are time-ordered). */
export async function listSends(db: Q, f: SendFilter, page: PageWindow): Promise<EmailSendRow[]> {
  let q = filteredSends(db, f).selectAll();
  if (page.after) q = q.where('id', '<', page.after.id);
  return q.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countSends(db: Q, f: SendFilter): Promise<number> {
  const row = await filteredSends(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertRecipients = (db: Q, rows: readonly EmailRecipientRow[]) => recipients.insertMany(db, rows);

/** Recipients of each send by status. */
export async function recipientCounts(
  db: Q,
  sendIds: readonly string[],
): Promise<Map<string, Partial<Record<Schemas['EmailRecipientStatus'], number>>>> {
  const out = new Map<string, Partial<Record<Schemas['EmailRecipientStatus'], number>>>();
  for (const r of await recipients.statusCounts(db, sendIds)) out.set(r.owner, { ...out.get(r.owner), [r.status]: r.n });
  return out;
}

/** Sessions the send's recipients started through its collector since it was made, and how many completed. */
export async function sessionCounts(db: Q, send: Pick<EmailSendRow, 'id' | 'collector_id' | 'created_at'>) {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => [
      eb.fn.countAll<number>().as('started'),
      eb.fn.count<number>(eb.case().when('status', '=', 'completed').then(1).end()).as('completed'),
    ])
    .where('collector_id', '=', send.collector_id)
    .where('started_at', '>=', send.created_at)
    .where('contact_id', 'in', (eb) => eb.selectFrom('email_recipients').select('contact_id').where('send_id', '=', send.id))
    .executeTakeFirstOrThrow();
  return { started: Number(row.started), completed: Number(row.completed) };
}

/** Takes up to `limit` queued recipients due by `now` for `owner` until `until`; answers the ones it took. */
export async function leaseDue(db: Q, owner: string, now: string, until: string, limit: number): Promise<EmailRecipientRow[]> {
  await db
    .updateTable('email_recipients')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('email_recipients')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', now)
        .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(limit),
    )
    // Checked again as each row is written: a row another process leased meanwhile is left to it.
    .where('status', '=', 'queued')
    .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
    .execute();
  return db
    .selectFrom('email_recipients')
    .selectAll()
    .where('lease_owner', '=', owner)
    .where('lease_until', '=', until)
    .where('status', '=', 'queued')
    .execute();
}

/** Records a leased recipient's outcome, only while `owner` still holds it. */
export async function settleRecipient(db: Q, id: string, owner: string, set: Partial<EmailRecipientRow>): Promise<boolean> {
  const result = await db
    .updateTable('email_recipients')
    .set({ ...set, lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back what `owner` leased and has not settled (a stopping process). */
export async function releaseLeases(db: Q, owner: string): Promise<void> {
  await db.updateTable('email_recipients').set({ lease_owner: null, lease_until: null }).where('lease_owner', '=', owner).execute();
}

/** Sends still open (scheduled or sending), due by `now`, with no queued recipient left. */
export async function finishedSends(db: Q, now: string): Promise<EmailSendRow[]> {
  return db
    .selectFrom('email_sends')
    .selectAll()
    .where('status', 'in', ['scheduled', 'sending'])
    .where('scheduled_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('email_recipients')
            .select('email_recipients.id')
            .whereRef('email_recipients.send_id', '=', 'email_sends.id')
            .where('email_recipients.status', '=', 'queued'),
        ),
      ),
    )
    .execute();
}

/** Moves a send from `from` to `to`; false when another process moved it first. */
export async function moveSend(db: Q, id: string, from: Schemas['EmailSendStatus'], set: Partial<EmailSendRow>): Promise<boolean> {
  const result = await db.updateTable('email_sends').set(set).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The next members of a list after the contact id `after`, in id order (a large list is walked in batches). */
export async function membersAfter(db: Q, listId: string, after: string, limit: number) {
  return db
    .selectFrom('contacts')
    .innerJoin('contact_list_members', 'contact_list_members.contact_id', 'contacts.id')
    .selectAll('contacts')
    .where('contact_list_members.list_id', '=', listId)
    .where('contacts.id', '>', after)
    .orderBy('contacts.id')
    .limit(limit)
    .execute();
}

/** The organisation's first verified sending domain, if any. */
export const verifiedDomain = async (db: Q, organizationId: string) => (await domains.inStatus(db, organizationId, 'verified'))[0];

/** What a recipient row shows once its contact is erased: no part of the address. */
export const ERASED_ADDRESS = '(erased)';

/** Erasure: the contact's recipient rows keep their status (the sends' counts hold) but lose the link and the address. */
export async function forgetRecipient(db: Q, contactId: string): Promise<void> {
  await db
    .updateTable('email_recipients')
    .set({ contact_id: null, masked_email: ERASED_ADDRESS, last_error: null })
    .where('contact_id', '=', contactId)
    .execute();
}

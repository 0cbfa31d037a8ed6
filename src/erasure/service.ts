// Erasure of a person (docs/design/erasure.md; GDPR article 17 with proof): every response linked to them in the
// organisation is deleted through the change journal (src/responses/delete.ts: analytics, quotas, export lines and
// webhooks follow), then their contact records (personal data and memberships). The receipt names the subject only by
// a keyed hash, so it proves what was done without keeping who it was done for.
import type { Db } from '../database';
import type { ContactRow, ErasureRequestRow } from '../db/schema';
import type { Schemas } from '../contract';
import { keyedHash, openStored } from '../auth/seal';
import { invalid } from '../errors';
import { newId } from '../ids';
import { nowIso } from '../db/values';
import { emailHash, normalizeEmail } from '../contacts/personal';
import { eraseContact } from '../contacts/service';
import { DELETE_BATCH, deleteBatch } from '../responses/delete';
import { erasePersonalHidden } from '../responses/erase-hidden';
import { scrubFreedSpace } from '../db/scrub';
import { ownedQueries } from '../db/rows';
import { forgetReplies } from '../db/idempotency';
import { forgetRecipient } from '../email/repository';

type Kind = ErasureRequestRow['subject_kind'];
const replyOpener = (secretKey: string) => (stored: string | null) => openStored(secretKey, 'idempotency-reply', stored);

export const toReceipt = (row: ErasureRequestRow): Schemas['ErasureReceipt'] => ({
  id: row.id,
  subject: { kind: row.subject_kind, hash: row.subject_hash },
  responsesErased: row.responses_erased,
  contactsErased: row.contacts_erased,
  createdAt: row.created_at,
  completedAt: row.completed_at,
});

/** The one subject a request names, or a 400 naming the fields when it names none or several. */
function subjectOf(body: Schemas['ErasureRequestBody']): { kind: Kind; value: string } {
  const given = (['email', 'contactId', 'externalId'] as const).filter((k) => body[k] !== undefined);
  if (given.length !== 1)
    throw invalid([{ in: 'body', name: given[1] ?? 'email', message: 'give exactly one of email, contactId and externalId' }]);
  const kind = given[0];
  return { kind, value: kind === 'email' ? normalizeEmail(body.email!) : body[kind]! };
}

/** The organisation's contacts the subject names (an id that is not one of its contacts is a 400 naming it). */
async function contactsOf(db: Db, secretKey: string, organizationId: string, subject: { kind: Kind; value: string }): Promise<string[]> {
  let q = db.kysely.selectFrom('contacts').select('id').where('organization_id', '=', organizationId);
  if (subject.kind === 'email') q = q.where('email_hash', '=', emailHash(secretKey, subject.value));
  else if (subject.kind === 'externalId') q = q.where('external_id', '=', subject.value);
  else q = q.where('id', '=', subject.value);
  const ids = (await q.execute()).map((r) => r.id);
  if (subject.kind === 'contactId' && ids.length === 0)
    throw invalid([{ in: 'body', name: 'contactId', message: 'is not a contact of this organisation' }]);
  return ids;
}

/**
 * Erases a contact: the personal hidden field values of the sessions they started, their place in the invitations'
 * log, the stored replies to repeated requests that name them, then the contact itself (its sealed address and names). Each step is its own writer's transaction and each can run again: a request that stopped
 * between them is completed by the next (DELETE /contacts/{id} and an erasure request alike).
 */
export async function forgetContact(db: Db, secretKey: string, contact: Pick<ContactRow, 'id' | 'organization_id'>): Promise<void> {
  await erasePersonalHidden(db, contact.organization_id, contact.id); // a session started since keeps no personal value of theirs
  await forgetRecipient(db.kysely, contact.id); // the invitations' log keeps its counts, not who they went to
  await forgetReplies(db.kysely, contact.organization_id, [contact.id], replyOpener(secretKey));
  await eraseContact(db, contact);
}

export async function eraseSubject(
  db: Db,
  secretKey: string,
  organizationId: string,
  body: Schemas['ErasureRequestBody'],
): Promise<Schemas['ErasureReceipt']> {
  const createdAt = nowIso();
  const subject = subjectOf(body);
  const contactIds = await contactsOf(db, secretKey, organizationId, subject);
  let responses = 0;
  const erased: string[] = [];
  if (contactIds.length) {
    const sessions = await db.kysely
      .selectFrom('sessions')
      .innerJoin('surveys', 'surveys.id', 'sessions.survey_id')
      .select(['sessions.id', 'sessions.survey_id'])
      .where('surveys.organization_id', '=', organizationId)
      .where('sessions.contact_id', 'in', contactIds)
      .orderBy('sessions.id')
      .execute();
    const bySurvey = new Map<string, string[]>();
    for (const s of sessions) bySurvey.set(s.survey_id, [...(bySurvey.get(s.survey_id) ?? []), s.id]);
    for (const [surveyId, ids] of bySurvey)
      for (let i = 0; i < ids.length; i += DELETE_BATCH) {
        const batch = ids.slice(i, i + DELETE_BATCH);
        responses += await deleteBatch(db, { id: surveyId, organization_id: organizationId }, batch);
        erased.push(...batch);
        // The events that carried these responses (their answers) go too; `response.deleted`, ids only, stays.
        await db.kysely.deleteFrom('events').where('response_id', 'in', batch).where('type', '!=', 'response.deleted').execute();
      }
  }
  await forgetReplies(db.kysely, organizationId, erased, replyOpener(secretKey)); // an import's reply names the responses it made
  for (const id of contactIds) await forgetContact(db, secretKey, { id, organization_id: organizationId });
  const row: ErasureRequestRow = {
    id: newId(),
    organization_id: organizationId,
    subject_kind: subject.kind,
    subject_hash: keyedHash(secretKey, 'erasure-subject', `${subject.kind}:${subject.value}`),
    responses_erased: responses,
    contacts_erased: contactIds.length,
    created_at: createdAt,
    completed_at: nowIso(),
  };
  await db.kysely.insertInto('erasure_requests').values(row).execute();
  await scrubFreedSpace(db.kysely);
  return toReceipt(row);
}

export const { find: findErasureRequest } = ownedQueries('erasure_requests', 'organization_id');

// The contact a session's personal link names (docs/design/contacts.md): a valid token for this survey, of a contact that still exists
// in the survey's organisation; anything else is a 400 naming `contactToken`.
import type { Db } from '../database';
import type { ContactRow, SurveyRow } from '../db/schema';
import { invalidField } from '../errors';
import { findContact } from './repository';
import { contactOfToken } from './tokens';

export async function linkedContact(db: Db, secretKey: string, token: string, survey: SurveyRow): Promise<ContactRow> {
  const contactId = contactOfToken(secretKey, token, survey.id);
  const contact = contactId ? await findContact(db.kysely, survey.organization_id, contactId) : undefined;
  if (!contact) throw invalidField('body', 'contactToken', 'is not a valid personal link for this survey');
  return contact;
}

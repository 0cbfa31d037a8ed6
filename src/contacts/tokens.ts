// A contact's personal link (docs/design/contacts.md): a token that names the survey and the contact, signed with a key derived from
// SECRET_KEY. Only this token (or an API-key import) attaches a contact to a session: a bare contact id never does.
// The email sends mint one per recipient; the respondent surface verifies it when a session starts.
import { mintPairToken, readPairToken } from '../auth/pair-token';

export function mintContactToken(secretKey: string, link: { surveyId: string; contactId: string }): string {
  return mintPairToken(secretKey, 'contact-link', link.surveyId, link.contactId);
}

/** The contact the token names for this survey, or null when it is not a valid token for it. */
export function contactOfToken(secretKey: string, token: string, surveyId: string): string | null {
  const named = readPairToken(secretKey, 'contact-link', token);
  return named && named[0] === surveyId ? named[1] : null;
}

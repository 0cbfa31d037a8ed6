// A contact's personal link (docs/design/contacts.md): a token that names the survey and the contact, signed with a key derived from
// SECRET_KEY. Only this token (or an API-key import) attaches a contact to a session: a bare contact id never does.
// The email sends mint one per recipient; the respondent surface verifies it when a session starts.
import crypto from 'node:crypto';
import { keyedHash } from '../auth/seal';

const sign = (secretKey: string, payload: string): string => keyedHash(secretKey, 'contact-link', payload);

export function mintContactToken(secretKey: string, link: { surveyId: string; contactId: string }): string {
  const payload = Buffer.from(`${link.surveyId}.${link.contactId}`).toString('base64url');
  return `${payload}.${sign(secretKey, payload)}`;
}

/** The contact the token names for this survey, or null when it is not a valid token for it. */
export function contactOfToken(secretKey: string, token: string, surveyId: string): string | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secretKey, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const [tokenSurvey, contactId] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  return tokenSurvey === surveyId && contactId ? contactId : null;
}

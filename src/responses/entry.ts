// How a respondent comes in, the same for the JSON respondent API and the hosted page: through a collector of the
// survey (its default when none is named) whose closing and password rules pass, with the contact of a personal
// link when one is given, and the device as the request shows it.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import type { Config } from '../config';
import { linkedContact } from '../contacts/links';
import { keyedHash } from '../auth/seal';
import { parseDevice, readGeography } from './device';
import { fingerprint } from './tokens';
import type { Entry, Respondent } from './collect';
import { assertOpenTo, collectorForStart } from '../collectors/service';
import type { GuessLimit } from '../collectors/guesses';

export interface Asked {
  collectorId?: string;
  password?: string | null;
  contactToken?: string;
}

export async function enter(db: Db, secretKey: string, survey: SurveyRow, asked: Asked, guesses: GuessLimit): Promise<Entry> {
  const collector = await collectorForStart(db, survey, asked.collectorId);
  await assertOpenTo(collector, asked.password ?? null, guesses);
  // Only a personal link's token attaches a contact (docs/design/contacts.md): verified here, and the contact must still exist.
  const contactId = asked.contactToken === undefined ? null : await linkedContact(db, secretKey, asked.contactToken, survey);
  return { collector, contactId };
}

export interface Caller {
  ip: string;
  userAgent: string | null;
  header(name: string): string | undefined;
}

/** The respondent as the request shows them; `deviceCookie` is the hosted page's device cookie, if it sent one. */
export function respondentOf(config: Config, caller: Caller, deviceCookie: string | null = null): Respondent {
  const { ip, userAgent } = caller;
  return {
    userAgent,
    device: parseDevice(userAgent),
    geography: readGeography(caller.header, { country: config.geoCountryHeader, region: config.geoRegionHeader }),
    fingerprint: fingerprint(config.secretKey, ip, userAgent ?? ''),
    deviceKey: deviceCookie ? keyedHash(config.secretKey, 'device-cookie', deviceCookie) : null,
  };
}

// How a respondent comes in, the same for the JSON respondent API and the hosted page: through a collector of the
// survey (its default when none is named) whose closing and password rules pass, with the contact of a personal
// link when one is given, and the device as the request shows it.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import type { Config } from '../config';
import { linkedContact } from '../contacts/links';
import { toContact } from '../contacts/personal';
import { invalid, type FieldError } from '../errors';
import { declaredFields } from '../hidden-fields/declared';
import { acceptedValues, contactValues, storeHidden } from '../hidden-fields/values';
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
  /** Hidden field values the link or the request brought (docs/design/hidden-fields.md). */
  hiddenFields?: Readonly<Record<string, unknown>>;
  /** The request body's field they came in, for the 400 that names an undeclared one; absent, such values are dropped (the hosted page). */
  hiddenFieldsField?: string;
}

export async function enter(db: Db, secretKey: string, survey: SurveyRow, asked: Asked, guesses: GuessLimit): Promise<Entry> {
  const declared = declaredFields(survey);
  const errors: FieldError[] = [];
  const given = acceptedValues(
    declared,
    asked.hiddenFields,
    asked.hiddenFieldsField ? { field: asked.hiddenFieldsField, errors } : undefined,
  );
  if (errors.length) throw invalid(errors);
  const collector = await collectorForStart(db, survey, asked.collectorId);
  await assertOpenTo(db, collector, asked.password ?? null, guesses);
  // Only a personal link's token attaches a contact (docs/design/contacts.md): verified here, and the contact must still exist.
  const contact = asked.contactToken === undefined ? null : await linkedContact(db, secretKey, asked.contactToken, survey);
  // What the organisation knows of its contact is worth more than what the link says.
  const known = contact && declared.length ? contactValues(declared, toContact(secretKey, contact).attributes) : {};
  return { collector, contactId: contact?.id ?? null, hidden: storeHidden(secretKey, declared, { ...given, ...known }) };
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
    acceptLanguage: caller.header('accept-language') ?? null,
  };
}

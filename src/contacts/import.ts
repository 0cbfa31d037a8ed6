// Importing contacts (docs/design/contacts.md): up to 1,000 rows of JSON or CSV, each checked with the contract's create schema and
// upserted by normalised address in one transaction, one result per row; a bad row never stops the others.
import { parse as parseCsv } from 'csv-parse/sync';
import type { Db } from '../database';
import type { ContactRow } from '../db/schema';
import { nowIso } from '../db/values';
import { invalidField, type FieldError } from '../errors';
import { toFieldErrors, validatorFor, type Schemas } from '../contract';
import { lockOrganization } from '../auth/organizations';
import * as contacts from './repository';
import { emailHash, toContact } from './personal';
import { changedRow, newContactRow } from './service';

/** Rows one request may hold (the CLI sends files of any size in batches of this many). */
export const IMPORT_BATCH = 1000;
const FIELDS = ['email', 'firstName', 'lastName', 'language', 'externalId'] as const;

/** CSV rows as contact objects: the known columns are fields, any other non-empty column an attribute. */
export function csvContacts(text: string): Record<string, unknown>[] {
  let records: Record<string, string>[];
  try {
    records = parseCsv(text, { columns: true, bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw invalidField('body', '(body)', `is not valid CSV: ${(error as Error).message}`);
  }
  return records.map((r) => {
    const row: Record<string, unknown> = {};
    const attributes: Record<string, string> = {};
    for (const [column, value] of Object.entries(r)) {
      if (value === '' || value === undefined) continue;
      if ((FIELDS as readonly string[]).includes(column)) row[column] = value;
      else attributes[column] = value;
    }
    if (Object.keys(attributes).length) row.attributes = attributes;
    return row;
  });
}

type Outcome = Schemas['ContactImportResult']['data'][number];

export async function importContacts(
  db: Db,
  secretKey: string,
  organizationId: string,
  body: Schemas['ImportContactsRequest'] | string,
): Promise<Schemas['ContactImportResult']> {
  const rows = typeof body === 'string' ? csvContacts(body) : body.contacts;
  if (rows.length > IMPORT_BATCH) throw invalidField('body', '(body)', `holds ${rows.length} rows; at most ${IMPORT_BATCH} per request`);
  if (!rows.length) throw invalidField('body', '(body)', 'holds no contacts');
  const validate = validatorFor('createContact__body');
  const checked = rows.map((row): { body?: Schemas['CreateContactRequest']; errors?: FieldError[] } =>
    validate && !validate(row)
      ? { errors: toFieldErrors('body', validate.errors, '', row) }
      : { body: row as Schemas['CreateContactRequest'] },
  );
  const data: Outcome[] = await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const hashes = checked.flatMap((c) => (c.body ? [emailHash(secretKey, c.body.email)] : []));
    const known: Map<string, ContactRow> = await contacts.contactsByHash(trx, organizationId, hashes);
    const now = nowIso();
    const out: Outcome[] = [];
    for (const [i, c] of checked.entries()) {
      if (!c.body) {
        out.push({ row: i + 1, outcome: 'error', errors: c.errors });
        continue;
      }
      const hash = emailHash(secretKey, c.body.email);
      const existing = known.get(hash);
      if (!existing) {
        const row = newContactRow(secretKey, organizationId, c.body, now);
        await contacts.insertContact(trx, row);
        known.set(hash, row);
        out.push({ row: i + 1, id: row.id, outcome: 'created' });
        continue;
      }
      const before = toContact(secretKey, existing);
      const next = changedRow(secretKey, existing, c.body, now);
      const after = toContact(secretKey, next);
      if (JSON.stringify({ ...before, updatedAt: '' }) === JSON.stringify({ ...after, updatedAt: '' })) {
        out.push({ row: i + 1, id: existing.id, outcome: 'unchanged' });
        continue;
      }
      await contacts.updateContactRow(trx, existing.id, next);
      known.set(hash, next);
      out.push({ row: i + 1, id: existing.id, outcome: 'updated' });
    }
    return out;
  });
  const count = (o: Outcome['outcome']) => data.filter((d) => d.outcome === o).length;
  return { data, summary: { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), errors: count('error') } };
}

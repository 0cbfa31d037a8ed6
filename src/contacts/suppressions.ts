// Suppressed addresses (docs/design/contacts.md): never mailed, whatever list they are on. Kept by keyed hash and sealed address.
import type { Db } from '../database';
import type { SuppressionRow } from '../db/schema';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import type { Schemas } from '../contract';
import { ownedPage, type ListQuery } from '../paginate';
import { seal, unseal } from '../auth/seal';
import { lockOrganization } from '../auth/organizations';
import * as contacts from './repository';
import { emailHash, normalizeEmail } from './personal';

const toSuppression = (secretKey: string, row: SuppressionRow): Schemas['Suppression'] => ({
  id: row.id,
  email: unseal(secretKey, 'contact-data', row.email_sealed),
  reason: row.reason,
  createdAt: row.created_at,
});

export async function listSuppressionPage(db: Db, secretKey: string, organizationId: string, query: ListQuery, given: ReadonlySet<string>) {
  const page = await ownedPage(
    db.kysely,
    { name: 'suppressions', ownerId: organizationId, query, given, secret: secretKey },
    { fetch: contacts.listSuppressions, count: contacts.countSuppressions },
  );
  return { data: page.data.map((r) => toSuppression(secretKey, r)), pagination: page.pagination };
}

/** Suppresses an address; `created` is false when it already was (the existing suppression is answered). */
export async function suppress(
  db: Db,
  secretKey: string,
  organizationId: string,
  body: Schemas['CreateSuppressionRequest'],
): Promise<{ created: boolean; suppression: Schemas['Suppression'] }> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const hash = emailHash(secretKey, body.email);
    const existing = await contacts.suppressionByHash(trx, organizationId, hash);
    if (existing) return { created: false, suppression: toSuppression(secretKey, existing) };
    const row: SuppressionRow = {
      id: newId(),
      organization_id: organizationId,
      email_hash: hash,
      email_sealed: seal(secretKey, 'contact-data', normalizeEmail(body.email)),
      reason: body.reason ?? 'manual',
      created_at: nowIso(),
    };
    await contacts.insertSuppression(trx, row);
    return { created: true, suppression: toSuppression(secretKey, row) };
  });
}

export async function liftSuppression(db: Db, row: SuppressionRow): Promise<void> {
  await contacts.deleteSuppressionRow(db.kysely, row.id);
}

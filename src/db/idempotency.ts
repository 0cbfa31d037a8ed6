// Idempotency keys (docs/design/repeated-requests.md): infrastructure of the http layer (like the rate-limit counters), owned by no capability. One
// row per organisation and key holds the request's fingerprint and, once it succeeded, its answer to replay. Taking a
// key is one INSERT that does nothing when the key exists, so of two concurrent requests exactly one takes it.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema';
import type { IdempotencyKeysTable } from './idempotency-table';
import { prepared } from './prepared';

type Q = Kysely<Database>;
export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

export async function takeKey(db: Q, row: IdempotencyRow): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) => oc.columns(['organization_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1; // 0 when the conflict clause skipped it
}

/** The key's row (on the path of every request that names a key: compiled once). */
const keyRow = prepared<{ organizationId: string; key: string }, IdempotencyRow>((db, arg) =>
  db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('organization_id', '=', arg('organizationId'))
    .where('idempotency_key', '=', arg('key')),
);

export async function findKey(db: Q, organizationId: string, key: string): Promise<IdempotencyRow | undefined> {
  return keyRow.first(db, { organizationId, key });
}

export async function finishKey(db: Q, organizationId: string, key: string, set: Partial<IdempotencyRow>): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ ...set, state: 'done' })
    .where('organization_id', '=', organizationId)
    .where('idempotency_key', '=', key)
    .execute();
}

/** Forgets a key: its request failed (so a corrected retry runs), or it expired (`createdAt` guards a newer take). */
export async function dropKey(db: Q, organizationId: string, key: string, createdAt?: string): Promise<void> {
  let q = db.deleteFrom('idempotency_keys').where('organization_id', '=', organizationId).where('idempotency_key', '=', key);
  if (createdAt) q = q.where('created_at', '=', createdAt);
  await q.execute();
}

/** Deletes up to `limit` keys taken before `cutoff`; answers how many (the retention sweep repeats until 0). */
export async function sweepKeys(db: Q, cutoff: string, limit: number): Promise<number> {
  const old = await db
    .selectFrom('idempotency_keys')
    .select(['organization_id', 'idempotency_key'])
    .where('created_at', '<', cutoff)
    .limit(limit)
    .execute();
  for (const k of old) await dropKey(db, k.organization_id, k.idempotency_key);
  return old.length;
}

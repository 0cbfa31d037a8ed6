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

/** Rows an erasure reads at a time. */
const FORGET_PAGE = 500;

/**
 * Erasure (docs/design/erasure.md): deletes the organisation's stored replies that name any of `ids` (the erased
 * contact's id, their responses' ids), so a replayed key cannot answer with the person. Replies are sealed, so each is
 * opened (by `open`) here; an organisation holds at most a day of them (RETENTION_IDEMPOTENCY_HOURS). Answers how many went.
 */
export async function forgetReplies(
  db: Q,
  organizationId: string,
  ids: readonly string[],
  open: (stored: string | null) => string | null,
): Promise<number> {
  if (ids.length === 0) return 0;
  let forgotten = 0;
  let after = '';
  for (;;) {
    const page = await db
      .selectFrom('idempotency_keys')
      .select(['idempotency_key', 'response_body', 'response_headers'])
      .where('organization_id', '=', organizationId)
      .where('idempotency_key', '>', after)
      .orderBy('idempotency_key')
      .limit(FORGET_PAGE)
      .execute();
    for (const row of page) {
      const text = `${open(row.response_body) ?? ''}\n${open(row.response_headers) ?? ''}`;
      if (!ids.some((id) => text.includes(id))) continue;
      await dropKey(db, organizationId, row.idempotency_key);
      forgotten += 1;
    }
    if (page.length < FORGET_PAGE) return forgotten;
    after = page[page.length - 1].idempotency_key;
  }
}

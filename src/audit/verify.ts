// Verifying the audit trail (docs/design/audit.md; `fieldwork audit verify`): every organisation's chain is read in
// order and each entry's hash recomputed. The first entry that does not hold names the break: its hash differs (it
// was changed), its previous hash is not the hash before it, or its sequence skips (one was removed). The chain's head
// must be its last entry (the newest were not removed). Entries the retention removed are accounted for by the
// `audit.retention` entry that records them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { GENESIS, hashOf } from './chain';
import type { AuditRow } from './service';

type Q = Kysely<Database>;

/** Entries read at a time. */
export const VERIFY_PAGE = 5000;
export const RETENTION_ACTION = 'audit.retention';

export interface Broken {
  organizationId: string;
  sequence: number;
  id: string | null;
  reason: string;
}

export interface Verified {
  organizations: number;
  entries: number;
  broken: Broken | null;
}

/** The sequence through which the retention removed an organisation's entries (0 when it removed none). */
export async function removedThrough(db: Q, organizationId: string): Promise<number> {
  const recorded = await db
    .selectFrom('audit_events')
    .select('resource_id')
    .where('organization_id', '=', organizationId)
    .where('action', '=', RETENTION_ACTION)
    .execute();
  return Math.max(0, ...recorded.map((r) => Number(r.resource_id) || 0)); // the sequence, kept as the entry's resource id
}

async function verifyOrganization(
  db: Q,
  organizationId: string,
  progress: (n: number) => void,
): Promise<{ entries: number; broken: Broken | null }> {
  const through = await removedThrough(db, organizationId);
  let expected = through + 1;
  let previous: string | null = through === 0 ? GENESIS : null; // after a retention, the first kept entry anchors the chain
  let entries = 0;
  const broken = (sequence: number, id: string | null, reason: string) => ({ entries, broken: { organizationId, sequence, id, reason } });
  // The next page is read while this one is hashed: the database's work and the hashing overlap.
  const pageFrom = (from: number) =>
    db
      .selectFrom('audit_events')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .where('seq', '>=', from)
      .orderBy('seq')
      .limit(VERIFY_PAGE)
      .execute() as Promise<AuditRow[]>;
  const ahead = (from: number) => {
    const read = pageFrom(from);
    read.catch(() => undefined); // a break found first leaves it unread; awaited, it still throws
    return read;
  };
  let next = ahead(expected);
  for (;;) {
    const page = await next;
    if (page.length === VERIFY_PAGE) next = ahead(Number(page[page.length - 1].seq) + 1);
    for (const row of page) {
      const seq = Number(row.seq);
      if (seq !== expected) return broken(expected, null, `entry ${expected} is missing (the next is ${seq})`);
      if (previous !== null && row.prev_hash !== previous)
        return broken(seq, row.id, 'its previous hash is not the hash of the entry before it');
      if (hashOf({ ...row, seq }) !== row.hash) return broken(seq, row.id, 'its hash does not match its content (it was changed)');
      previous = row.hash;
      expected = seq + 1;
      entries++;
    }
    progress(page.length);
    if (page.length < VERIFY_PAGE) break;
  }
  const head = await db.selectFrom('audit_heads').select(['seq', 'hash']).where('organization_id', '=', organizationId).executeTakeFirst();
  if (head && Number(head.seq) >= expected)
    return broken(expected, null, `entries ${expected} to ${Number(head.seq)} are missing (the chain's head is ${Number(head.seq)})`);
  if (head && previous !== null && head.hash !== previous)
    return broken(expected - 1, null, "the chain's head does not hold the last entry's hash");
  return { entries, broken: null };
}

/** Verifies one organisation's chain, or every one; stops at the first break. `progress` hears entries as they are read. */
export async function verifyAudit(db: Q, organizationId?: string, progress: (n: number) => void = () => undefined): Promise<Verified> {
  const orgs = organizationId
    ? [organizationId]
    : (
        await db
          .selectFrom('audit_heads')
          .select('organization_id')
          .union(db.selectFrom('audit_events').select('organization_id'))
          .execute()
      ).map((r) => r.organization_id);
  let entries = 0;
  for (const org of orgs.sort()) {
    const result = await verifyOrganization(db, org, progress);
    entries += result.entries;
    if (result.broken) return { organizations: orgs.length, entries, broken: result.broken };
  }
  return { organizations: orgs.length, entries, broken: null };
}

/** How many entries there are (the progress bar's total). */
export async function countAudit(db: Q, organizationId?: string): Promise<number> {
  let q = db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n'));
  if (organizationId) q = q.where('organization_id', '=', organizationId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

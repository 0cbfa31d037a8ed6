// Periodic jobs that must run once per interval across every server process (docs/design/repeated-requests.md): a job's run is a lease on its
// name, taken only when free or run out. The lease lasts the interval, so of several processes ticking at the same
// moment one runs the job and the others skip it; if that process dies, the next interval's tick anywhere takes over.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Q = Kysely<Database>;

/** Takes the job `name` for `owner` until `until` when no one holds it past `now`; says whether it did. */
export async function takeJobLease(db: Q, name: string, owner: string, now: string, until: string): Promise<boolean> {
  const inserted = await db
    .insertInto('job_leases')
    .values({ name, owner, lease_until: until })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const taken = await db
    .updateTable('job_leases')
    .set({ owner, lease_until: until })
    .where('name', '=', name)
    .where('lease_until', '<=', now)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives the lease `name` back, if `owner` still holds it (one that ran out and was taken is left to its new owner). */
export async function releaseLease(db: Q, name: string, owner: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('owner', '=', owner).execute();
}

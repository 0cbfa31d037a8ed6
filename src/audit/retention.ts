// The audit trail's retention (docs/design/audit.md; AUDIT_RETENTION_DAYS): entries older than the period are removed,
// oldest first and only whole prefixes of a chain, and the removal is itself recorded (`audit.retention`, its resource
// id the last sequence removed), so `verify` knows where the kept chain begins. The only delete of an entry there is:
// on PostgreSQL it says so to the trigger that refuses every other.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/locks';
import { appendAudit, SYSTEM } from './record';
import { RETENTION_ACTION } from './verify';

type Q = Kysely<Database>;

/** Removes each organisation's entries older than `cutoff`; answers how many went. */
export async function sweepAudit(db: Q, cutoff: string): Promise<number> {
  const old = await db
    .selectFrom('audit_events')
    .select(['organization_id', (eb) => eb.fn.max('seq').as('through')])
    .where('at', '<', cutoff)
    .where('action', '!=', RETENTION_ACTION) // a removal's record stays: it anchors the chain that is left
    .groupBy('organization_id')
    .execute();
  let removed = 0;
  for (const { organization_id: organizationId, through } of old) {
    const last = Number(through);
    await db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await sql`set local fieldwork.audit_retention = 'on'`.execute(trx);
      const gone = await trx
        .deleteFrom('audit_events')
        .where('organization_id', '=', organizationId)
        .where('seq', '<=', last)
        .where('action', '!=', RETENTION_ACTION)
        .executeTakeFirst();
      removed += Number(gone.numDeletedRows);
      await appendAudit(trx, {
        organizationId,
        actor: { ...SYSTEM, label: 'retention' },
        action: RETENTION_ACTION,
        resource: { type: 'audit_event', id: String(last) },
        fields: ['at'],
      });
    });
  }
  return removed;
}

// Appending to the audit trail (docs/design/audit.md). One short transaction per entry: the organisation's head row is
// moved on first (a write, so concurrent writers of one organisation take turns on it, in any number of processes, on
// either database), the entry is inserted with the head's hash as its previous hash, and the head takes the new hash.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { prepared } from '../db/prepared';
import { newId } from '../ids';
import { nowIso } from '../db/values';
import { GENESIS, hashOf, type Chained } from './chain';

type Q = Kysely<Database>;

export interface Actor {
  kind: 'key' | 'user' | 'system';
  id: string;
  label: string | null;
}

/** The `fieldwork` command and the service's own jobs. */
export const SYSTEM: Actor = { kind: 'system', id: 'fieldwork', label: null };

/** What one entry says. `fields` are names, never values. */
export interface AuditInput {
  organizationId: string;
  actor: Actor;
  action: string;
  resource: { type: string; id: string | null };
  surveyId?: string | null;
  address?: string | null;
  requestId?: string | null;
  status?: number | null;
  fields?: readonly string[];
}

const headMoved = prepared<{ organizationId: string; genesis: string }, { seq: number | string; hash: string }>((db, arg) =>
  db
    .insertInto('audit_heads')
    .values({ organization_id: arg('organizationId'), seq: 1, hash: arg('genesis') })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet({ seq: (eb) => eb('audit_heads.seq', '+', 1) }))
    .returning(['seq', 'hash']),
);

const headHashed = prepared<{ organizationId: string; hash: string }, never>((db, arg) =>
  db
    .updateTable('audit_heads')
    .set({ hash: arg('hash') })
    .where('organization_id', '=', arg('organizationId')),
);

/** Appends one entry to its organisation's chain (in the caller's transaction, when given one); answers it as stored. */
export async function appendAudit(db: Q, input: AuditInput): Promise<Chained & { hash: string }> {
  const within = <T>(work: (trx: Q) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return within(async (trx) => {
    const head = (await headMoved.first(trx, { organizationId: input.organizationId, genesis: GENESIS }))!;
    const entry: Chained = {
      id: newId(),
      organization_id: input.organizationId,
      seq: Number(head.seq),
      at: nowIso(),
      actor_kind: input.actor.kind,
      actor_id: input.actor.id,
      actor_label: input.actor.label,
      action: input.action,
      resource_type: input.resource.type,
      resource_id: input.resource.id,
      survey_id: input.surveyId ?? null,
      address: input.address ?? null,
      request_id: input.requestId ?? null,
      status: input.status ?? null,
      fields: JSON.stringify(input.fields ?? []),
      prev_hash: head.hash,
    };
    const hash = hashOf(entry);
    await trx
      .insertInto('audit_events')
      .values({ ...entry, hash } as never)
      .execute();
    await headHashed.all(trx, { organizationId: input.organizationId, hash });
    return { ...entry, hash };
  });
}

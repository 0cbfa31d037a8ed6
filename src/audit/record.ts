// Appending to the audit trail (docs/design/audit.md). Entries are written in short transactions: the organisation's
// head row is moved on first (a write, so concurrent writers of one organisation take turns on it, in any number of
// processes, on either database), the entries are inserted, each with the hash of the one before, and the head takes
// the last hash. Group commit: the entries that requests of one process ask for within AUDIT_COMMIT_DELAY_MS, or while
// a transaction is being written, go together in one, so a busy server pays one transaction for many writes; each
// caller still waits for its entry to be committed before it answers.
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

const headMoved = prepared<{ organizationId: string; genesis: string; n: number }, { seq: number | string; hash: string }>((db, arg) =>
  db
    .insertInto('audit_heads')
    .values({ organization_id: arg('organizationId'), seq: arg('n'), hash: arg('genesis') })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet({ seq: (eb) => eb('audit_heads.seq', '+', eb.ref('excluded.seq')) }))
    .returning(['seq', 'hash']),
);

const headHashed = prepared<{ organizationId: string; hash: string }, never>((db, arg) =>
  db
    .updateTable('audit_heads')
    .set({ hash: arg('hash') })
    .where('organization_id', '=', arg('organizationId')),
);

type Row = Chained & { hash: string };
const COLUMNS = [
  'id',
  'organization_id',
  'seq',
  'at',
  'actor_kind',
  'actor_id',
  'actor_label',
  'action',
  'resource_type',
  'resource_id',
  'survey_id',
  'address',
  'request_id',
  'status',
  'fields',
  'prev_hash',
  'hash',
] as const satisfies readonly (keyof Row)[];

/** One entry's insert, compiled once (an API write pays for it). */
const entryInserted = prepared<Record<(typeof COLUMNS)[number], string | number | null>, never>((db, arg) =>
  db.insertInto('audit_events').values(Object.fromEntries(COLUMNS.map((c) => [c, arg(c)])) as never),
);

/** Entries one statement inserts at most (17 values each stays far under both databases' limits). */
const INSERT_CHUNK = 500;

/** Appends one organisation's entries, in order, in the caller's transaction; answers them as stored. */
async function appendIn(trx: Q, organizationId: string, inputs: readonly AuditInput[]): Promise<Row[]> {
  const head = (await headMoved.first(trx, { organizationId, genesis: GENESIS, n: inputs.length }))!;
  let seq = Number(head.seq) - inputs.length;
  let previous = head.hash;
  const at = nowIso();
  const rows = inputs.map((input): Row => {
    const entry: Chained = {
      id: newId(),
      organization_id: organizationId,
      seq: ++seq,
      at,
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
      prev_hash: previous,
    };
    previous = hashOf(entry);
    return { ...entry, hash: previous };
  });
  if (rows.length === 1) await entryInserted.all(trx, rows[0]);
  else
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await trx
        .insertInto('audit_events')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
  await headHashed.all(trx, { organizationId, hash: previous });
  return rows;
}

interface Waiting {
  input: AuditInput;
  done: (row: Row) => void;
  failed: (error: unknown) => void;
}

/**
 * How long the first entry of a quiet moment waits for others to share its transaction (as PostgreSQL's commit_delay
 * does): a busy server's concurrent writes then cost one transaction between them, for a few milliseconds on each.
 */
export const AUDIT_COMMIT_DELAY_MS = 2;

/** Per database: the entries waiting for the next transaction, and whether one is being written (or soon will be). */
const queues = new WeakMap<Q, { waiting: Waiting[]; writing: boolean }>();

/** Writes what waits, in one transaction, then again while more came meanwhile. */
async function drain(db: Q, queue: { waiting: Waiting[]; writing: boolean }): Promise<void> {
  queue.writing = true;
  try {
    while (queue.waiting.length) {
      const batch = queue.waiting.splice(0);
      const byOrganization = new Map<string, Waiting[]>();
      for (const w of batch) byOrganization.set(w.input.organizationId, [...(byOrganization.get(w.input.organizationId) ?? []), w]);
      try {
        const written = await db.transaction().execute(async (trx) => {
          const out: [Waiting, Row][] = [];
          // Organisations in one order, so two processes' transactions take their head rows in the same order.
          for (const org of [...byOrganization.keys()].sort()) {
            const waiting = byOrganization.get(org)!;
            const rows = await appendIn(
              trx,
              org,
              waiting.map((w) => w.input),
            );
            waiting.forEach((w, i) => out.push([w, rows[i]]));
          }
          return out;
        });
        for (const [w, row] of written) w.done(row);
      } catch (error) {
        for (const w of batch) w.failed(error);
      }
    }
  } finally {
    queue.writing = false;
  }
}

/**
 * Appends one entry to its organisation's chain; answers it once committed. In a transaction the caller gives, it is
 * written there (the retention's own record); otherwise with whatever else this process is appending now.
 */
export async function appendAudit(db: Q, input: AuditInput): Promise<Row> {
  if (db.isTransaction) return (await appendIn(db, input.organizationId, [input]))[0];
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], writing: false }));
  const appended = new Promise<Row>((done, failed) => queue.waiting.push({ input, done, failed }));
  if (!queue.writing) {
    queue.writing = true;
    setTimeout(() => void drain(db, queue), AUDIT_COMMIT_DELAY_MS);
  }
  return appended;
}

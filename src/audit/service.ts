// Reading the audit trail (docs/design/audit.md): an organisation's entries, newest first, filtered, in page or cursor
// mode (a cursor resumes after an entry's place in the chain).
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { Schemas } from '../contract';
import type { AuditEventsTable } from './table';
import { paginate, type ListQuery, type PageRequest, type PageWindow } from '../paginate';
import { assertSurveyKnown } from '../db/rows';
import { fromJson } from '../db/values';

type Q = Kysely<Database>;
export type AuditRow = Selectable<AuditEventsTable>;

export interface AuditFilter {
  organizationId: string;
  actorId: string | null;
  action: string | null;
  resourceType: string | null;
  resourceId: string | null;
  surveyId: string | null;
  from: string | null;
  to: string | null;
}

export type AuditQuery = ListQuery & {
  actorId?: string;
  action?: string;
  resourceType?: string;
  resourceId?: string;
  surveyId?: string;
  from?: string;
  to?: string;
};

export const toAuditEvent = (r: AuditRow): Schemas['AuditEvent'] => ({
  id: r.id,
  sequence: Number(r.seq),
  at: r.at,
  actor: { kind: r.actor_kind, id: r.actor_id, label: r.actor_label },
  action: r.action,
  resource: { type: r.resource_type, id: r.resource_id },
  surveyId: r.survey_id,
  address: r.address,
  requestId: r.request_id,
  status: r.status === null ? null : Number(r.status),
  fields: fromJson<string[]>(r.fields, []),
  previousHash: r.prev_hash,
  hash: r.hash,
});

function filtered(db: Q, f: AuditFilter) {
  let q = db.selectFrom('audit_events').where('organization_id', '=', f.organizationId);
  if (f.actorId) q = q.where('actor_id', '=', f.actorId);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.resourceType) q = q.where('resource_type', '=', f.resourceType);
  if (f.resourceId) q = q.where('resource_id', '=', f.resourceId);
  if (f.surveyId) q = q.where('survey_id', '=', f.surveyId);
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.to) q = q.where('at', '<', f.to);
  return q;
}

async function fetchPage(db: Q, f: AuditFilter, w: PageWindow): Promise<AuditRow[]> {
  let q = filtered(db, f).selectAll();
  if (w.after?.key) q = q.where('seq', '<', Number(w.after.key));
  return q.orderBy('seq', 'desc').offset(w.offset).limit(w.limit).execute();
}

const iso = (t: string | undefined) => (t === undefined ? null : new Date(t).toISOString());

export async function listAuditPage(db: Q, organizationId: string, q: AuditQuery, request: Omit<PageRequest, 'query'>) {
  if (q.surveyId) await assertSurveyKnown(db, 'audit_events', organizationId, q.surveyId);
  const page = await paginate({
    list: `audit:${organizationId}`,
    query: q,
    given: request.given,
    secret: request.secret,
    filters: {
      actorId: q.actorId ?? null,
      action: q.action ?? null,
      resourceType: q.resourceType ?? null,
      resourceId: q.resourceId ?? null,
      surveyId: q.surveyId ?? null,
      from: iso(q.from),
      to: iso(q.to),
    },
    toFilter: (f) => ({ organizationId, ...f }) as AuditFilter,
    fetch: (f, w) => fetchPage(db, f, w),
    count: async (f) =>
      Number(
        (
          await filtered(db, f)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    keyOf: (row) => String(row.seq),
  });
  return { data: page.data.map(toAuditEvent), pagination: page.pagination };
}

// GET /surveys/{id}/responses (docs/design/responses.md): page mode with a count, or cursor (keyset) mode without one.
import type { Db } from '../database';
import { invalid, invalidField, notFound } from '../errors';
import { collectorIdsOf } from '../collectors/repository';
import { paginate, type ListQuery } from '../paginate';
import { queryInstant } from '../instant';
import type { Schemas } from '../contract';
import { countSessions, sessionsAfter, sessionsAtOffset, type SessionFilter, type SortField } from './repository';
import { responseRecord } from './serialize';
import type { SessionStatus } from './table';

export interface ResponseListQuery extends ListQuery {
  status?: Schemas['ResponseStatus'];
  sort?: SortField;
  since?: string;
  until?: string;
  collectorId?: string;
}

function checkFilters(f: SessionFilter): void {
  if (f.sort === 'completed_at' && f.status && f.status !== 'completed') {
    throw invalid(
      [{ in: 'query', name: 'status', message: `sort=completed_at lists only completed sessions; status=${f.status} conflicts with it` }],
      'The sort and the status filter conflict.',
    );
  }
  if (f.since && f.until && f.since > f.until) throw invalidField('query', 'since', 'must not be after until');
}

/** Page mode's total for a filter without time bounds (the caller reads it from the analytics' status counters). */
export type StatusTotal = (surveyId: string, status: string | undefined) => Promise<number>;

export async function listResponsePage(
  db: Db,
  surveyId: string,
  query: ResponseListQuery,
  given: ReadonlySet<string>,
  secret: string,
  statusTotal: StatusTotal,
): Promise<Schemas['ResponseList']> {
  if (query.collectorId && !(await collectorIdsOf(db.kysely, surveyId, [query.collectorId])).has(query.collectorId))
    throw notFound('Collector', query.collectorId);
  const page = await paginate({
    list: `responses:${surveyId}`,
    query,
    given,
    secret,
    filters: {
      status: query.status ?? null,
      sort: query.sort ?? 'started_at',
      since: queryInstant('since', query.since) ?? null,
      until: queryInstant('until', query.until) ?? null,
      collectorId: query.collectorId ?? null,
    },
    toFilter: (f): SessionFilter => {
      const filter = {
        surveyId,
        status: (f.status ?? undefined) as SessionStatus | undefined,
        sort: (f.sort ?? 'started_at') as SortField,
        since: f.since ?? undefined,
        until: f.until ?? undefined,
        collectorId: f.collectorId ?? undefined,
      };
      checkFilters(filter);
      return filter;
    },
    fetch: (filter, w) =>
      w.after
        ? sessionsAfter(db.kysely, filter, { key: w.after.key ?? '', id: w.after.id }, w.limit)
        : sessionsAtOffset(db.kysely, filter, w.offset, w.limit),
    // Time bounds and a collector need a COUNT; otherwise the status counters answer (sort=completed_at lists exactly
    // the completed).
    count: (filter) =>
      filter.since || filter.until || filter.collectorId
        ? countSessions(db.kysely, filter)
        : statusTotal(surveyId, filter.sort === 'completed_at' ? 'completed' : filter.status),
    keyOf: (row, filter) => row[filter.sort],
  });
  return { data: page.data.map((row) => responseRecord(secret, row)), pagination: page.pagination };
}

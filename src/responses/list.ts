// GET /surveys/{id}/responses (spec 4.3 query table): page mode with a count, or cursor (keyset) mode without one.
import type { Db } from '../db/connect';
import { invalid, invalidField } from '../errors';
import { envelope, planWalk, type ListQuery } from '../paginate';
import { queryInstant } from '../instant';
import { countByStatus } from '../analytics/store';
import type { Schemas } from '../contract';
import { countSessions, sessionsAfter, sessionsAtOffset, type SessionFilter, type SortField } from './repository';
import { toResponse } from './serialize';

export interface ResponseListQuery extends ListQuery {
  status?: Schemas['ResponseStatus'];
  sort?: SortField;
  since?: string;
  until?: string;
}

const FILTERS = ['status', 'sort', 'since', 'until'] as const;


function checkFilters(f: SessionFilter): void {
  if (f.sort === 'completed_at' && f.status && f.status !== 'completed') {
    throw invalid(
      [{ in: 'query', name: 'status', message: `sort=completed_at lists only completed sessions; status=${f.status} conflicts with it` }],
      'The sort and the status filter conflict.',
    );
  }
  if (f.since && f.until && f.since > f.until) throw invalidField('query', 'since', 'must not be after until');
}

/** Page mode's total: from the survey's status counters, or a COUNT when time bounds narrow the list. */
async function totalOf(db: Db, filter: SessionFilter): Promise<number> {
  if (filter.since || filter.until) return countSessions(db.kysely, filter);
  // sort=completed_at lists the sessions with a completion time: exactly those in status completed.
  return countByStatus(db.kysely, filter.surveyId, filter.sort === 'completed_at' ? 'completed' : filter.status);
}

export async function listResponsePage(
  db: Db,
  surveyId: string,
  query: ResponseListQuery,
  given: ReadonlySet<string>,
  secret: string,
): Promise<Schemas['ResponseList']> {
  const list = `responses:${surveyId}`;
  const sent = { status: query.status, sort: query.sort, since: queryInstant('since', query.since), until: queryInstant('until', query.until) };
  const named = Object.fromEntries(FILTERS.map((k) => [k, given.has(k) ? (sent[k] ?? null) : null]));
  const walk = planWalk(query, given, secret, list, named);
  // A cursor carries the filters it was made with; a request may repeat them but not change them.
  const source: Record<string, string | null | undefined> = walk.mode === 'cursor' ? walk.after.filters : sent;
  const filter: SessionFilter = {
    surveyId,
    status: source.status ?? undefined,
    sort: (source.sort ?? 'started_at') as SortField,
    since: source.since ?? undefined,
    until: source.until ?? undefined,
  };
  checkFilters(filter);
  const limit = walk.pageSize + 1;
  const rows =
    walk.mode === 'cursor'
      ? await sessionsAfter(db.kysely, filter, { key: walk.after.key ?? '', id: walk.after.id }, limit)
      : await sessionsAtOffset(db.kysely, filter, (walk.page - 1) * walk.pageSize, limit);
  const total = walk.mode === 'page' ? await totalOf(db, filter) : null;
  const filters = { status: filter.status ?? null, sort: filter.sort, since: filter.since ?? null, until: filter.until ?? null };
  const page = envelope(walk, rows, total, (last) => ({ list, filters, key: last[filter.sort], id: last.id }), secret);
  return { data: page.data.map(toResponse), pagination: page.pagination };
}

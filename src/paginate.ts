// Page mode and cursor (keyset) mode for list operations (docs/design/pagination.md): paginate() serves every list.
import { ApiError, invalid } from './errors';
import { decodeCursor, encodeCursor, type CursorPayload } from './cursor';
import type { Schemas } from './contract';

export interface ListQuery {
  page?: number;
  pageSize?: number;
  cursor?: string;
}

type Walk = { mode: 'page'; page: number; pageSize: number; after: null } | { mode: 'cursor'; pageSize: number; after: CursorPayload };

/** Decides the mode. `given` holds the parameters the caller sent; `filters` are those the request names (a cursor
 * carries its own and they must agree). */
function planWalk(
  query: ListQuery,
  given: ReadonlySet<string>,
  secret: string,
  list: string,
  filters: Record<string, string | null>,
): Walk {
  // page and pageSize always arrive: the contract's defaults are applied while the query is validated.
  const pageSize = query.pageSize as number;
  if (query.cursor === undefined) return { mode: 'page', page: query.page as number, pageSize, after: null };
  if (given.has('page')) {
    throw invalid([{ in: 'query', name: 'page', message: 'cannot be combined with cursor' }], 'Use either page or cursor, not both.');
  }
  const after = decodeCursor(secret, query.cursor, list);
  for (const [name, value] of Object.entries(filters)) {
    if (value !== null && after.filters[name] !== value) {
      throw new ApiError('invalid_request', `The cursor was made for ${name}=${after.filters[name] ?? '(none)'}.`, {
        errors: [{ in: 'query', name, message: 'differs from the filter the cursor was made with' }],
      });
    }
  }
  return { mode: 'cursor', pageSize, after };
}

export interface Envelope<T> {
  data: T[];
  pagination: Schemas['PagePagination'] | Schemas['CursorPagination'];
}

/** Builds the envelope from `rows` fetched with one extra row (pageSize + 1) to tell whether more follow. */
function envelope<T>(walk: Walk, rows: T[], total: number | null, cursorOf: (last: T) => CursorPayload, secret: string): Envelope<T> {
  const hasMore = rows.length > walk.pageSize;
  const data = hasMore ? rows.slice(0, walk.pageSize) : rows;
  const nextCursor = hasMore && data.length ? encodeCursor(secret, cursorOf(data[data.length - 1])) : null;
  if (walk.mode === 'cursor') return { data, pagination: { limit: walk.pageSize, hasMore, nextCursor } };
  const count = total ?? 0;
  return {
    data,
    pagination: {
      total: count,
      page: walk.page,
      pageSize: walk.pageSize,
      totalPages: Math.ceil(count / walk.pageSize),
      hasMore,
      nextCursor,
    },
  };
}

/** Where one page starts: after the cursor's last row (cursor mode), or at an offset (page mode). */
export interface PageWindow {
  after: { key: string | null; id: string } | null;
  offset: number;
  /** pageSize + 1: the extra row tells whether more follow. */
  limit: number;
}

export interface ListSpec<F, T> {
  /** Names the list (with its owner's id) so a cursor cannot be replayed on another list. */
  list: string;
  query: ListQuery;
  /** The query parameters the caller sent. */
  given: ReadonlySet<string>;
  secret: string;
  /** The list's filters as this request states them (defaults applied, null when unset). A cursor carries its own:
   * a request may repeat them but not change them. */
  filters: Record<string, string | null>;
  /** The filters as the queries take them (and the place to refuse a combination). */
  toFilter(filters: Record<string, string | null>): F;
  fetch(filter: F, window: PageWindow): Promise<T[]>;
  /** Page mode's total. */
  count(filter: F): Promise<number>;
  /** The sort key a cursor resumes after (lists sorted by id alone have none). */
  keyOf?(row: T, filter: F): string | null;
}

/** One page of a list, in page mode or cursor mode, with its pagination block. */
export async function paginate<F, T extends { id: string }>(spec: ListSpec<F, T>): Promise<Envelope<T>> {
  const named = Object.fromEntries(Object.entries(spec.filters).map(([k, v]) => [k, spec.given.has(k) ? v : null]));
  const walk = planWalk(spec.query, spec.given, spec.secret, spec.list, named);
  const filters = walk.mode === 'cursor' ? { ...spec.filters, ...walk.after.filters } : spec.filters;
  const filter = spec.toFilter(filters);
  const rows = await spec.fetch(filter, {
    after: walk.mode === 'cursor' ? { key: walk.after.key, id: walk.after.id } : null,
    offset: walk.mode === 'page' ? (walk.page - 1) * walk.pageSize : 0,
    limit: walk.pageSize + 1,
  });
  const total = walk.mode === 'page' ? await spec.count(filter) : null;
  return envelope(
    walk,
    rows,
    total,
    (last) => ({ list: spec.list, filters, key: spec.keyOf?.(last, filter) ?? null, id: last.id }),
    spec.secret,
  );
}

/** What a caller asks of a list: the query, the parameters it sent, and the secret its cursors are signed with. */
export interface PageRequest {
  query: ListQuery;
  given: ReadonlySet<string>;
  secret: string;
}

/** How a list that belongs to one owner (a survey's collectors, an organisation's suppressions) reads its rows. */
export interface OwnedRows<Q, T> {
  fetch(q: Q, ownerId: string, window: PageWindow): Promise<T[]>;
  count(q: Q, ownerId: string): Promise<number>;
  /** The sort key a cursor resumes after (lists sorted by id alone have none). The rows' type comes from `fetch`. */
  keyOf?(row: NoInfer<T>): string | null;
}

/** The sort key of a list sorted by id. */
export const byId = (row: { id: string }): string => row.id;

/** One page of a list with no filters of its own, named `list` and owned by `ownerId` (its cursors name both). */
export function ownedPage<Q, T extends { id: string }>(
  q: Q,
  list: { name: string; ownerId: string } & PageRequest,
  rows: OwnedRows<Q, T>,
): Promise<Envelope<T>> {
  const { name, ownerId, ...request } = list;
  return paginate({
    list: `${name}:${ownerId}`,
    ...request,
    filters: {},
    toFilter: () => ownerId,
    fetch: (id, w) => rows.fetch(q, id, w),
    count: (id) => rows.count(q, id),
    keyOf: rows.keyOf,
  });
}

// Page mode and cursor (keyset) mode for list operations (spec 2.4, D6).
import { ApiError, invalid } from './errors';
import { decodeCursor, encodeCursor, type CursorPayload } from './cursor';
import type { Schemas } from './http/types';

export interface ListQuery {
  page?: number;
  pageSize?: number;
  cursor?: string;
}

export type Walk =
  | { mode: 'page'; page: number; pageSize: number; after: null }
  | { mode: 'cursor'; pageSize: number; after: CursorPayload };

/** Decides the mode. `given` holds the parameters the caller sent; `filters` are those the request names (a cursor
 * carries its own and they must agree). */
export function planWalk(
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
export function envelope<T>(
  walk: Walk,
  rows: T[],
  total: number | null,
  cursorOf: (last: T) => CursorPayload,
  secret: string,
): Envelope<T> {
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

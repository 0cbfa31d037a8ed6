// Keyset pagination by name: lists ordered by `name_key`, then `id`, resume after the last row a cursor saw.
import { sql, type RawBuilder } from 'kysely';
import type { PageWindow } from '../paginate';

/** The condition "after this row" for a list ordered by (name_key, id); portable SQL on both databases. */
export function afterName(after: NonNullable<PageWindow['after']>): RawBuilder<boolean> {
  const key = after.key ?? '';
  return sql<boolean>`(name_key > ${key} or (name_key = ${key} and id > ${after.id}))`;
}

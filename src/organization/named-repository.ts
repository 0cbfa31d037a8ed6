// The queries every named collection has (tags, user groups, contact lists), for its table and the table of its
// members (the plain row queries come from db/rows): one by id or by name, a page by name with the members counted, the count, which of some ids exist,
// insert, update and delete. Each kind's repository spreads these and adds what is its own.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PageWindow } from '../paginate';
import { afterName } from '../db/keyset';
import { ownedQueries, type OwnedQueries } from '../db/rows';
import type { NamedRow } from './named-table';

type Q = Kysely<Database>;
/** The named tables by name; the queries below are written once over any of them. */
type NamedTable = 'tags' | 'user_groups' | 'contact_lists';
/** A schema the queries can be written against without naming one table (their rows are typed by the caller). */
type AnyNamed = Record<string, NamedRow & Record<string, unknown>>;
const loose = (db: Q) => db as unknown as Kysely<AnyNamed>;

export interface NamedQueries<Row extends NamedRow, Counted extends Row> {
  find(db: Q, organizationId: string, id: string): Promise<Row | undefined>;
  named(db: Q, organizationId: string, key: string): Promise<Row | undefined>;
  /** By name, then id; a cursor resumes after the last one seen. */
  fetch(db: Q, organizationId: string, page: PageWindow): Promise<Counted[]>;
  withCount(db: Q, organizationId: string, id: string): Promise<Counted | undefined>;
  count(db: Q, organizationId: string): Promise<number>;
  /** Which of `ids` are the organisation's. */
  existing(db: Q, organizationId: string, ids: readonly string[]): Promise<Set<string>>;
  insert(db: Q, row: Row): Promise<void>;
  update(db: Q, id: string, set: Partial<Row>): Promise<void>;
  remove(db: Q, id: string): Promise<void>;
}

/**
 * The queries of `table`, whose members are the rows of `members.table` naming it in `members.column`; each row
 * comes with their number as `countAs`.
 */
export function namedQueries<Row extends NamedRow, CountAs extends string>(
  table: NamedTable,
  members: { table: 'survey_tags' | 'user_group_members' | 'contact_list_members'; column: string },
  countAs: CountAs,
): NamedQueries<Row, Row & Record<CountAs, number>> {
  type Counted = Row & Record<CountAs, number>;
  const counted = (row: Record<string, unknown>) => ({ ...row, [countAs]: Number(row[countAs]) }) as Counted;
  const withCount = (db: Q, organizationId: string) =>
    loose(db)
      .selectFrom(table)
      .selectAll(table)
      .select((eb) =>
        eb
          .selectFrom(members.table)
          .whereRef(`${members.table}.${members.column}`, '=', `${table}.id`)
          .select(eb.fn.countAll<number>().as('n'))
          .as(countAs),
      )
      .where('organization_id', '=', organizationId);
  const owned = ownedQueries(table, 'organization_id') as unknown as OwnedQueries<Row, string>;
  return {
    find: owned.find,
    named: (db, organizationId, key) => owned.findBy(db, organizationId, 'name_key', key),
    count: owned.count,
    insert: owned.insert,
    update: owned.update,
    remove: owned.remove,
    async fetch(db, organizationId, page) {
      let q = withCount(db, organizationId);
      if (page.after) q = q.where(afterName(page.after));
      const rows = await q.orderBy('name_key').orderBy('id').limit(page.limit).offset(page.offset).execute();
      return rows.map(counted);
    },
    async withCount(db, organizationId, id) {
      const row = await withCount(db, organizationId).where('id', '=', id).executeTakeFirst();
      return row && counted(row);
    },
    async existing(db, organizationId, ids) {
      if (!ids.length) return new Set();
      const rows = await loose(db)
        .selectFrom(table)
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },
  };
}

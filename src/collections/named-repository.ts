// The queries every named collection has (tags, user groups, contact lists), for its table and the table of its
// members: one by id or by name, a page by name with the members counted, the count, which of some ids exist, insert,
// update and delete (the plain row queries come from src/db/rows.ts). Each kind's repository spreads these and adds
// what is its own.
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

/** Each named table's members: the table holding them, the column naming the collection, and what their count is called. */
const MEMBERS = {
  tags: { table: 'survey_tags', column: 'tag_id', countAs: 'survey_count' },
  user_groups: { table: 'user_group_members', column: 'group_id', countAs: 'member_count' },
  contact_lists: { table: 'contact_list_members', column: 'list_id', countAs: 'member_count' },
} as const;
type CountAs<T extends NamedTable> = (typeof MEMBERS)[T]['countAs'];
/** A row of a named table with its members counted. */
export type WithCount<Row, T extends NamedTable> = Row & Record<CountAs<T>, number>;

/** The queries of a named table; each row read with its members comes with their number (see MEMBERS). */
export function namedQueries<Row extends NamedRow, T extends NamedTable>(table: T): NamedQueries<Row, WithCount<Row, T>> {
  const members = MEMBERS[table];
  const name: string = table;
  const countAs: string = members.countAs;
  type Counted = WithCount<Row, T>;
  const counted = (row: Record<string, unknown>) => ({ ...row, [countAs]: Number(row[countAs]) }) as Counted;
  const withCount = (db: Q, organizationId: string) =>
    loose(db)
      .selectFrom(name)
      .selectAll(name)
      .select((eb) =>
        eb
          .selectFrom(members.table)
          .whereRef(`${members.table}.${members.column}`, '=', `${name}.id`)
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
    existing: (db, organizationId, ids) => owned.present(db, organizationId, 'id', ids),
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
  };
}

// A named collection of an organisation: tags (their members are surveys), user groups (users) and contact lists
// (contacts). Names are unique in the organisation as nameKey() compares them (src/names.ts); a create or a rename
// holds the organisation's lock, so two requests cannot take one name; the record counts the members. Each kind
// gives its queries and its record; the listing, reading, creating and renaming are written once, here.
import type { Db } from '../database';
import type { NamedRow } from './named-table';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import { ApiError, notFound } from '../errors';
import { ownedPage, type PageRequest, type PageWindow } from '../paginate';
import { displayName, nameKey } from '../names';
import { lockOrganization } from '../auth/organizations';

type Q = Db['kysely'];

export type { NamedRow };
/** The record of a kind with a description and counted members (user groups, contact lists). */
export const describedRecord = (row: NamedRow & { description: string | null; member_count: number }) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberCount: row.member_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** What a kind stores besides them (its description, its colour). */
export type OwnColumns<Row extends NamedRow> = Omit<Row, keyof NamedRow>;

export interface CollectionKind<Row extends NamedRow, Counted extends Row, Out> {
  /** What one is called in messages ("tag", "user group", "contact list"). */
  noun: string;
  /** The list's name in its cursors. */
  list: string;
  /** The row as counted when it has no members yet. */
  empty(row: Row): Counted;
  toRecord(row: Counted): Out;
  fetch(db: Q, organizationId: string, page: PageWindow): Promise<Counted[]>;
  count(db: Q, organizationId: string): Promise<number>;
  withCount(db: Q, organizationId: string, id: string): Promise<Counted | undefined>;
  named(db: Q, organizationId: string, key: string): Promise<Row | undefined>;
  insert(db: Q, row: Row): Promise<void>;
  update(db: Q, id: string, set: Partial<Row>): Promise<void>;
}

export function namedCollection<Row extends NamedRow, Counted extends Row, Out>(kind: CollectionKind<Row, Counted, Out>) {
  const title = kind.noun[0].toUpperCase() + kind.noun.slice(1);
  async function assertNameFree(db: Q, organizationId: string, name: string, self?: string): Promise<void> {
    const other = await kind.named(db, organizationId, nameKey(name));
    if (other && other.id !== self) throw new ApiError('name_taken', `A ${kind.noun} named '${other.name}' already exists.`);
  }
  async function one(db: Db, row: Row): Promise<Out> {
    const found = await kind.withCount(db.kysely, row.organization_id, row.id);
    if (!found) throw notFound(title, row.id); // deleted by another request meanwhile
    return kind.toRecord(found);
  }
  return {
    async page(db: Db, organizationId: string, request: PageRequest) {
      const page = await ownedPage(
        db.kysely,
        { name: kind.list, ownerId: organizationId, ...request },
        { fetch: kind.fetch, count: kind.count, keyOf: (row) => row.name_key },
      );
      return { data: page.data.map(kind.toRecord), pagination: page.pagination };
    },
    one,
    async create(db: Db, organizationId: string, name: string, own: OwnColumns<Row>): Promise<Out> {
      return db.kysely.transaction().execute(async (trx) => {
        await lockOrganization(trx, organizationId);
        await assertNameFree(trx, organizationId, name);
        const now = nowIso();
        const named: NamedRow = {
          id: newId(),
          organization_id: organizationId,
          name: displayName(name),
          name_key: nameKey(name),
          created_at: now,
          updated_at: now,
        };
        const row = { ...named, ...own } as Row;
        await kind.insert(trx, row);
        return kind.toRecord(kind.empty(row));
      });
    },
    /** Renames it when `name` is given and sets its own columns `own`. */
    async update(db: Db, row: Row, name: string | undefined, own: Partial<OwnColumns<Row>>): Promise<Out> {
      await db.kysely.transaction().execute(async (trx) => {
        await lockOrganization(trx, row.organization_id);
        const set = { ...own, updated_at: nowIso() } as Partial<Row>;
        if (name !== undefined) {
          await assertNameFree(trx, row.organization_id, name, row.id);
          Object.assign(set, { name: displayName(name), name_key: nameKey(name) });
        }
        await kind.update(trx, row.id, set);
      });
      return one(db, row);
    },
  };
}

/** A row of a kind with a description whose members are counted as `member_count` (user groups, contact lists). */
type DescribedRow = NamedRow & { description: string | null };

/**
 * A kind with a description and counted members: created with a name and a description, renamed or described again;
 * its record is describedRecord().
 */
export function describedCollection<Row extends DescribedRow, Counted extends Row & { member_count: number }>(
  noun: string,
  list: string,
  queries: Omit<CollectionKind<Row, Counted, unknown>, 'noun' | 'list' | 'empty' | 'toRecord'> & {
    remove(db: Q, id: string): Promise<void>;
  },
) {
  const kind = namedCollection<Row, Counted, ReturnType<typeof describedRecord>>({
    noun,
    list,
    empty: (row) => ({ ...row, member_count: 0 }) as Counted,
    toRecord: describedRecord,
    ...queries,
  });
  return {
    page: kind.page,
    one: kind.one,
    create: (db: Db, organizationId: string, body: { name: string; description?: string | null }) =>
      kind.create(db, organizationId, body.name, { description: body.description ?? null } as OwnColumns<Row>),
    /** Deletes it; its memberships go with it. */
    remove: (db: Db, row: Row) => queries.remove(db.kysely, row.id),
    update: (db: Db, row: Row, body: { name?: string; description?: string | null }) =>
      kind.update(
        db,
        row,
        body.name,
        (body.description === undefined ? {} : { description: body.description }) as Partial<OwnColumns<Row>>,
      ),
  };
}

// The queries every table keyed by `id` has, written once over any of them: insert (one or many), update, save and
// delete by id, the row by id; and, for rows that belong to an owner (an organisation, a survey, a send), the owner's
// row by id or by another unique column, a page oldest first (ids are UUID v7), the count, every row, which values are
// present, the rows in a status and the counts by status. A capability's repository spreads these under its own names
// and writes only the queries that are its own. Also here: a link table's rows replaced under their parent, the
// settings row keyed by its survey, and the chunking of long `in (...)` lists. Portable SQL on both databases.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema';
import type { Reader } from './reader';
import type { PageWindow } from '../paginate';
import { notFound } from '../errors';

type Q = Kysely<Database>;
/** A schema the queries can be written against without naming one table (their rows are typed by the caller). */
type AnyTable = Record<string, Record<string, unknown>>;
const loose = (db: Q | Reader) => db as unknown as Kysely<AnyTable>;

/** The tables whose rows are keyed by `id`. */
export type KeyedTable = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];
/** The columns of a table, by name. */
export type ColumnOf<T extends keyof Database> = keyof Database[T] & string;

export interface RowQueries<Row> {
  insert(db: Q, row: Row): Promise<void>;
  /** Inserts rows IN_LIST_CHUNK at a time (none: no statement). */
  insertMany(db: Q, rows: readonly Row[]): Promise<void>;
  /** Sets some columns of the row with this id. */
  update(db: Q, id: string, set: Partial<Row>): Promise<void>;
  /** Writes the whole row back over the one with its id. */
  save(db: Q, row: Row): Promise<void>;
  remove(db: Q, id: string): Promise<void>;
  /** The row with this id whoever owns it (the respondent surface and the workers, which reach rows by id alone). */
  byId(db: Reader, id: string): Promise<Row | undefined>;
}

export interface OwnedQueries<Row, Column extends string> extends RowQueries<Row> {
  /** The owner's row with this id: another owner's does not exist. */
  find(db: Reader, ownerId: string, id: string): Promise<Row | undefined>;
  /** The owner's row whose `column` holds `value` (a column unique per owner). */
  findBy(db: Reader, ownerId: string, column: Column, value: string): Promise<Row | undefined>;
  /** A page of the owner's rows, oldest first; a cursor resumes after the last id it saw. */
  page(db: Reader, ownerId: string, page: PageWindow): Promise<Row[]>;
  count(db: Reader, ownerId: string): Promise<number>;
  /** Which of `values` some row of the owner holds in `column` (as many values as asked, IN_LIST_CHUNK per statement). */
  present(db: Reader, ownerId: string, column: Column, values: readonly string[]): Promise<Set<string>>;
  /** The owner's rows in `status`, ordered by `orderBy` then id. */
  inStatus(db: Reader, ownerId: string, status: string, orderBy?: Column): Promise<Row[]>;
  /** How many rows each of some owners has in each `status` (the owners with none are absent). */
  statusCounts(db: Reader, ownerIds: readonly string[]): Promise<{ owner: string; status: string; n: number }[]>;
  /** Every row of the owner, oldest first (by `created_at`, then id): for tables an owner has a bounded number of. */
  all(db: Reader, ownerId: string): Promise<Row[]>;
}

/** The queries of a table keyed by `id`. */
export function rowQueries<T extends KeyedTable>(table: T): RowQueries<Selectable<Database[T]>> {
  type Row = Selectable<Database[T]>;
  const name: string = table;
  return {
    async insert(db, row) {
      await loose(db)
        .insertInto(name)
        .values(row as Record<string, unknown>)
        .execute();
    },
    async insertMany(db, rows) {
      await inChunks(rows, async (chunk) => {
        await loose(db)
          .insertInto(name)
          .values(chunk as Record<string, unknown>[])
          .execute();
      });
    },
    async update(db, id, set) {
      await loose(db)
        .updateTable(name)
        .set(set as Record<string, unknown>)
        .where('id', '=', id)
        .execute();
    },
    async save(db, row) {
      const { id, ...set } = row as Record<string, unknown>;
      await loose(db).updateTable(name).set(set).where('id', '=', id).execute();
    },
    async remove(db, id) {
      await loose(db).deleteFrom(name).where('id', '=', id).execute();
    },
    async byId(db, id) {
      return (await loose(db).selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
    },
  };
}

/** The queries of a table keyed by `id` whose rows belong to the owner named in `owner`. */
export function ownedQueries<T extends KeyedTable>(table: T, owner: ColumnOf<T>): OwnedQueries<Selectable<Database[T]>, ColumnOf<T>> {
  type Row = Selectable<Database[T]>;
  const name: string = table;
  const ownerColumn: string = owner;
  const owned = (db: Reader, ownerId: string) => loose(db).selectFrom(name).where(ownerColumn, '=', ownerId);
  const findBy = async (db: Reader, ownerId: string, column: string, value: string) =>
    (await owned(db, ownerId).selectAll().where(column, '=', value).executeTakeFirst()) as Row | undefined;
  return {
    ...rowQueries(table),
    find: (db, ownerId, id) => findBy(db, ownerId, 'id', id),
    findBy,
    async page(db, ownerId, page) {
      let q = owned(db, ownerId).selectAll();
      if (page.after) q = q.where('id', '>', page.after.id);
      return (await q.orderBy('id').limit(page.limit).offset(page.offset).execute()) as Row[];
    },
    async count(db, ownerId) {
      const row = await owned(db, ownerId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async present(db, ownerId, column, values) {
      const out = new Set<string>();
      const held: string = column;
      await inChunks(values, async (chunk) => {
        const rows = await owned(db, ownerId).select(`${held} as value`).where(held, 'in', chunk).execute();
        for (const r of rows) out.add(r.value as string);
      });
      return out;
    },
    async inStatus(db, ownerId, status, orderBy = 'id' as ColumnOf<T>) {
      const order: string = orderBy;
      return (await owned(db, ownerId).selectAll().where('status', '=', status).orderBy(order).orderBy('id').execute()) as Row[];
    },
    async statusCounts(db, ownerIds) {
      if (!ownerIds.length) return [];
      const rows = await loose(db)
        .selectFrom(name)
        .select([`${ownerColumn} as owner`, 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where(ownerColumn, 'in', ownerIds)
        .groupBy([ownerColumn, 'status'])
        .execute();
      return rows.map((r) => ({ owner: r.owner as string, status: r.status as string, n: Number(r.n) }));
    },
    async all(db, ownerId) {
      return (await owned(db, ownerId).selectAll().orderBy('created_at').orderBy('id').execute()) as Row[];
    },
  };
}

/** The link tables whose rows hang under one parent (a folder's grants, a survey's tags, a group's members). */
type LinkTable = 'folder_grants' | 'survey_tags' | 'user_group_members';

/** Replaces the rows of `table` under the parent `parentId` (named in `parentColumn`) by `rows`. */
export async function replaceLinks<T extends LinkTable>(
  db: Q,
  table: T,
  parentColumn: ColumnOf<T>,
  parentId: string,
  rows: readonly Selectable<Database[T]>[],
): Promise<void> {
  const name: string = table;
  const parent: string = parentColumn;
  await loose(db).deleteFrom(name).where(parent, '=', parentId).execute();
  await inChunks(rows, async (chunk) => {
    await loose(db)
      .insertInto(name)
      .values(chunk as Record<string, unknown>[])
      .execute();
  });
}

/** The tables holding one settings row per survey. */
type SettingsTable = 'calibration_settings' | 'reward_settings';

/** A survey's settings row: read, and written whole (inserted the first time). */
export function settingsQueries<T extends SettingsTable>(table: T) {
  type Row = Selectable<Database[T]>;
  const name: string = table;
  return {
    async of(db: Q, surveyId: string): Promise<Row | undefined> {
      return (await loose(db).selectFrom(name).selectAll().where('survey_id', '=', surveyId).executeTakeFirst()) as Row | undefined;
    },
    async save(db: Q, row: Row): Promise<void> {
      const { survey_id: _key, ...set } = row as Record<string, unknown>;
      await loose(db)
        .insertInto(name)
        .values(row as Record<string, unknown>)
        .onConflict((oc) => oc.column('survey_id').doUpdateSet(set))
        .execute();
    },
  };
}

/** How many values one `in (...)` list holds at the most: within both databases' limits on bound parameters. */
export const IN_LIST_CHUNK = 500;

/** Runs `each` over `values` a chunk of IN_LIST_CHUNK at a time, in order. */
export async function inChunks<V>(values: readonly V[], each: (chunk: V[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < values.length; i += IN_LIST_CHUNK) await each(values.slice(i, i + IN_LIST_CHUNK));
}

/**
 * A survey filter on a log that outlives its surveys (the event feed, the audit trail): a survey of the organisation,
 * or one the log still names (a deleted survey's entries stay readable); 404 otherwise, so another organisation's
 * survey is as unknown as one that never was.
 */
export async function assertSurveyKnown(
  db: Kysely<Database>,
  log: 'events' | 'audit_events',
  organizationId: string,
  surveyId: string,
): Promise<void> {
  const known =
    (await db
      .selectFrom('surveys')
      .select('id')
      .where('id', '=', surveyId)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst()) ??
    (await db
      .selectFrom(log)
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('survey_id', '=', surveyId)
      .limit(1)
      .executeTakeFirst());
  if (!known) throw notFound('Survey', surveyId);
}

// Collector queries. A survey has a handful of collectors; their response counts come from the sessions index on
// collector_id.
import type { Kysely } from 'kysely';
import type { CollectorRow, Database } from '../db/schema';
import type { PageWindow } from '../paginate';
import { ownedQueries } from '../db/rows';

type Q = Kysely<Database>;

export type CollectorWithCount = CollectorRow & { response_count: number };

const withCount = (db: Q) =>
  db
    .selectFrom('collectors')
    .selectAll('collectors')
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('sessions.collector_id', '=', 'collectors.id')
        .whereRef('sessions.survey_id', '=', 'collectors.survey_id')
        .as('response_count'),
    );

const counted = (row: CollectorRow & { response_count: number | string | null }): CollectorWithCount => ({
  ...row,
  response_count: Number(row.response_count ?? 0),
});

export async function insertCollector(db: Q, row: CollectorRow): Promise<void> {
  await db.insertInto('collectors').values(row).execute();
}

/** Writes the owner's settings (the password lock is not theirs to write: see below). */
export async function updateCollectorRow(db: Q, row: CollectorRow): Promise<void> {
  const { id, password_locked_until: _until, password_epoch: _epoch, ...set } = row;
  await db.updateTable('collectors').set(set).where('id', '=', id).execute();
}

/** Records a lock taken under the row's epoch; false when the owner lifted it meanwhile (the epoch moved on). */
export async function setPasswordLock(db: Q, row: Pick<CollectorRow, 'id' | 'password_epoch'>, until: string): Promise<boolean> {
  const done = await db
    .updateTable('collectors')
    .set({ password_locked_until: until })
    .where('id', '=', row.id)
    .where('password_epoch', '=', row.password_epoch)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Lifts the lock: no `lockedUntil`, and a new epoch, under which the link's wrong passwords count from zero. */
export async function liftPasswordLock(db: Q, row: Pick<CollectorRow, 'id'>): Promise<void> {
  await db
    .updateTable('collectors')
    .set((eb) => ({ password_locked_until: null, password_epoch: eb('password_epoch', '+', 1) }))
    .where('id', '=', row.id)
    .execute();
}

/** Which of `ids` are collectors of the survey. */
export async function collectorIdsOf(db: Q, surveyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('collectors').select('id').where('survey_id', '=', surveyId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function deleteCollectorRow(db: Q, id: string): Promise<void> {
  await db.deleteFrom('collectors').where('id', '=', id).execute();
}

/** A collector of the organisation (API keys). */
export async function findCollector(db: Q, organizationId: string, id: string): Promise<CollectorRow | undefined> {
  return db.selectFrom('collectors').selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
}

/** A collector of any organisation (the respondent surface, which then checks its survey). */
export async function collectorById(db: Q, id: string): Promise<CollectorRow | undefined> {
  return db.selectFrom('collectors').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function defaultCollectorOf(db: Q, surveyId: string): Promise<CollectorRow | undefined> {
  return db.selectFrom('collectors').selectAll().where('survey_id', '=', surveyId).where('is_default', '=', 1).executeTakeFirst();
}

export async function collectorWithCount(db: Q, id: string): Promise<CollectorWithCount | undefined> {
  const row = await withCount(db).where('collectors.id', '=', id).executeTakeFirst();
  return row && counted(row);
}

export async function listCollectors(db: Q, surveyId: string, page: PageWindow): Promise<CollectorWithCount[]> {
  let q = withCount(db).where('collectors.survey_id', '=', surveyId);
  if (page.after) q = q.where('collectors.id', '>', page.after.id);
  const rows = await q.orderBy('collectors.id').limit(page.limit).offset(page.offset).execute();
  return rows.map(counted);
}

/** Sessions that came through the link: counted by survey and link, so no other survey's session can fill it. */
export async function countCollectorSessions(db: Q, collector: Pick<CollectorRow, 'id' | 'survey_id'>): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('survey_id', '=', collector.survey_id)
    .where('collector_id', '=', collector.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a session of the collector came from this device: its cookie's key when the page sent one, else the
 * HMAC of address and user agent (docs/design/collectors.md). */
export async function deviceResponded(
  db: Q,
  collectorId: string,
  device: { key: string | null; fingerprint: string | null },
): Promise<boolean> {
  const q = db.selectFrom('sessions').select('id').where('collector_id', '=', collectorId);
  const match = device.key
    ? q.where('device_key', '=', device.key)
    : device.fingerprint
      ? q.where('fingerprint', '=', device.fingerprint)
      : null;
  return match !== null && (await match.limit(1).executeTakeFirst()) !== undefined;
}

export const { count: countCollectors } = ownedQueries('collectors', 'survey_id');

// Session queries. Reads that list or export walk an index in (sort field, id) order; nothing scans a survey.
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database, NewSession, SessionKey, SessionRow, SessionUpdate, SurveyRow } from '../db/schema';
import type { SessionStatus } from './table';
import { isPostgres } from '../db/locks';
import type { QuestionsStamp } from '../questions/questionnaires';
import { prepared, preparedShapes } from '../db/prepared';

type Q = Kysely<Database>;

/** Rows per multi-row INSERT (31 columns x 500 stays under both databases' bound-parameter limits). */
export const INSERT_CHUNK = 500;

export type SortField = 'started_at' | 'completed_at';

export interface SessionFilter {
  surveyId: string;
  status?: SessionStatus;
  sort: SortField;
  since?: string;
  until?: string;
  collectorId?: string;
}

export interface Keyset {
  key: string;
  id: string;
}

/** What a new session holds before anything is known of it; callers spread it and set what they know. */
export const BLANK_SESSION = {
  external_id: null,
  completed_at: null,
  duration_seconds: null,
  collector_id: null,
  contact_id: null,
  end_reason: null,
  device_type: null,
  browser: null,
  os: null,
  country: null,
  region: null,
  path: '[]',
  answers: '[]',
  interactions: '[]',
  honeypot: null,
  captcha_score: null,
  user_agent: null,
  fingerprint: null,
  device_key: null,
  token_hash: null,
  next_question_id: null,
  variables: '{}',
  arm_id: null,
  quality_flags: '[]',
  risk_score: 0,
  excluded: 0,
  metadata: '{}',
  quality_evidence: '[]',
  hidden: '{}',
  hidden_sealed: null,
  edited_at: null,
} as const satisfies Partial<SessionRow>;

/** Deletes sessions by id (their export lines, quota members and reward decisions go with them: the keys cascade). */
export async function deleteSessionRows(db: Q, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += INSERT_CHUNK)
    await db
      .deleteFrom('sessions')
      .where('id', 'in', ids.slice(i, i + INSERT_CHUNK))
      .execute();
}

export async function insertSessions(db: Q, rows: readonly NewSession[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('sessions')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

const sessionById = prepared<{ id: string }, SessionRow>((db, arg) => db.selectFrom('sessions').selectAll().where('id', '=', arg('id')));

export async function findSession(db: Q, id: string): Promise<SessionRow | undefined> {
  return sessionById.first(db, { id });
}

/** A session of a survey of the organisation (a response as the API's key reaches it), or undefined. */
export async function findResponse(db: Q, organizationId: string, id: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll('sessions')
    .where('sessions.id', '=', id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('surveys')
          .select('surveys.id')
          .whereRef('surveys.id', '=', 'sessions.survey_id')
          .where('surveys.organization_id', '=', organizationId),
      ),
    )
    .executeTakeFirst();
}

const sessionKeyWithSurvey = prepared<{ id: string }, SurveyRow & { session_id: string; session_token_hash: string | null }>((db, arg) =>
  db
    .selectFrom('sessions')
    .innerJoin('surveys', 'surveys.id', 'sessions.survey_id')
    .selectAll('surveys')
    .select(['sessions.id as session_id', 'sessions.token_hash as session_token_hash'])
    .where('sessions.id', '=', arg('id')),
);

/** A session's key and token hash with its survey's row, in one statement (not the answers: a writer reads those
 * under its lock). */
export async function findSessionKey(db: Q, id: string): Promise<{ session: SessionKey; survey: SurveyRow } | undefined> {
  const row = await sessionKeyWithSurvey.first(db, { id });
  if (!row) return undefined;
  const { session_id: sessionId, session_token_hash: tokenHash, ...survey } = row;
  return { session: { id: sessionId, survey_id: survey.id, token_hash: tokenHash }, survey };
}

export async function findByExternalIds(
  db: Q,
  surveyId: string,
  externalIds: readonly string[],
): Promise<{ id: string; external_id: string | null }[]> {
  if (externalIds.length === 0) return [];
  return db
    .selectFrom('sessions')
    .select(['id', 'external_id'])
    .where('survey_id', '=', surveyId)
    .where('external_id', 'in', externalIds)
    .execute();
}

/**
 * A session of a survey as stored, locked for the rest of the transaction, with its survey's questions stamp (one
 * statement; the lock order is src/responses/session-writer.ts's). On SQLite the transaction holds the database's
 * write lock from its start (src/db/connect.ts): a plain read is enough there. PostgreSQL locks the session's row
 * (`for update of sessions`) and shares the survey's (`for share of surveys`: a questionnaire change waits), which
 * writes no new row version.
 */
const sessionLocked = prepared<
  { id: string; surveyId: string },
  SessionRow & { s_status: SurveyRow['status']; s_questionnaire_version: number; s_updated_at: string }
>((db, arg) => {
  const read = db
    .selectFrom('sessions')
    .innerJoin('surveys', 'surveys.id', 'sessions.survey_id')
    .selectAll('sessions')
    .select([
      'surveys.status as s_status',
      'surveys.questionnaire_version as s_questionnaire_version',
      'surveys.updated_at as s_updated_at',
    ])
    .where('sessions.id', '=', arg('id'))
    .where('sessions.survey_id', '=', arg('surveyId'));
  return db.getExecutor().adapter instanceof PostgresAdapter ? read.forUpdate('sessions').forShare('surveys') : read;
});

export async function lockSession(
  db: Q,
  surveyId: string,
  id: string,
): Promise<{ session: SessionRow; stamp: QuestionsStamp } | undefined> {
  const row = await sessionLocked.first(db, { id, surveyId });
  if (!row) return undefined;
  const { s_status: status, s_questionnaire_version: version, s_updated_at: updated, ...session } = row;
  return { session, stamp: { status, questionnaire_version: version, updated_at: updated } };
}

/** The columns of `after` whose values differ from `before`'s, with `after`'s values (empty when none do). */
export function changedColumns(before: SessionRow, after: SessionRow): SessionUpdate {
  const set: Record<string, unknown> = {};
  for (const column of Object.keys(after) as (keyof SessionRow)[]) if (after[column] !== before[column]) set[column] = after[column];
  return set as SessionUpdate;
}

/**
 * Writes the columns of `after` that differ from `before` (the row as read under the lock). An UPDATE that names
 * only what changed leaves the indexes of unchanged columns alone (SQLite rewrites the entries of every index whose
 * column is set, PostgreSQL can update in place) and never touches the key the other tables refer to.
 */
export async function updateSession(db: Q, before: SessionRow, after: SessionRow): Promise<void> {
  const set = changedColumns(before, after);
  const columns = Object.keys(set).sort();
  if (columns.length === 0) return;
  await sessionUpdated(columns.join(',')).all(db, { ...(set as Record<string, string | number | null>), id: before.id });
}

/**
 * updateSession() for many sessions: those whose changed columns and values are the same go in one statement (a
 * recompute's sessions with the same variables, a sweep's with the same quality), the others one each.
 */
export async function updateSessions(db: Q, changes: readonly { before: SessionRow; after: SessionRow }[]): Promise<void> {
  if (changes.length === 1) return updateSession(db, changes[0].before, changes[0].after);
  const groups = new Map<string, { set: SessionUpdate; ids: string[] }>();
  for (const { before, after } of changes) {
    const set = changedColumns(before, after);
    const key = JSON.stringify(Object.entries(set).sort(([a], [b]) => (a < b ? -1 : 1)));
    if (key === '[]') continue;
    const group = groups.get(key) ?? { set, ids: [] };
    group.ids.push(before.id);
    groups.set(key, group);
  }
  for (const { set, ids } of groups.values()) {
    for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
      await db
        .updateTable('sessions')
        .set(set)
        .where('id', 'in', ids.slice(i, i + INSERT_CHUNK))
        .execute();
    }
  }
}

const sessionUpdated = preparedShapes<Record<string, string | number | null>, never>((db, arg, shape) =>
  db
    .updateTable('sessions')
    .set(Object.fromEntries(shape.split(',').map((column) => [column, arg(column)])))
    .where('id', '=', arg('id') as string),
);

const filtered = (db: Q, f: SessionFilter) => {
  let q = db.selectFrom('sessions').where('survey_id', '=', f.surveyId);
  if (f.sort === 'completed_at') q = q.where('completed_at', 'is not', null);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.since) q = q.where(f.sort, '>=', f.since);
  if (f.until) q = q.where(f.sort, '<=', f.until);
  if (f.collectorId) q = q.where('collector_id', '=', f.collectorId);
  return q;
};

/**
 * filtered() after a keyset, which then bounds the walk from below. `since` is left out once the keyset is at or past
 * it (implied, and kept it would be the index range SQLite seeks: every batch would scan again from `since` to the
 * keyset, so a bounded export or listing grew with the square of its length).
 */
/** The filter's sessions after `after` in (sort field, id) order: what a walk over them (a list, an export) builds on. */
export const filteredAfter = (db: Q, f: SessionFilter, after: Keyset | null) => {
  const q = filtered(db, after && f.since && after.key >= f.since ? { ...f, since: undefined } : f);
  return after ? q.where((eb) => eb(eb.refTuple(f.sort, 'sessions.id'), '>', eb.tuple(after.key, after.id))) : q;
};

/** One batch in (sort field, id) order after `after` (keyset: the cost does not depend on how deep the walk is). */
export async function sessionsAfter(db: Q, f: SessionFilter, after: Keyset | null, limit: number): Promise<SessionRow[]> {
  return filteredAfter(db, f, after).selectAll().orderBy(f.sort).orderBy('id').limit(limit).execute();
}

/** The columns an export reads (events, tokens and the like stay on disk). */
export const EXPORT_COLUMNS = [
  'id',
  'status',
  'started_at',
  'completed_at',
  'duration_seconds',
  'questionnaire_version',
  'collector_id',
  'device_type',
  'browser',
  'os',
  'country',
  'quality_flags',
  'risk_score',
  'excluded',
  'end_reason',
  'answers',
  'path',
  'variables',
  'arm_id',
  'hidden',
  'language',
] as const;
export type ExportRow = Pick<SessionRow, (typeof EXPORT_COLUMNS)[number]>;

/** sessionsAfter() reading only the export's columns. */
export async function exportRowsAfter(db: Q, f: SessionFilter, after: Keyset | null, limit: number): Promise<ExportRow[]> {
  return filteredAfter(db, f, after).select(EXPORT_COLUMNS).orderBy(f.sort).orderBy('id').limit(limit).execute();
}

/** The export's columns of these sessions; on PostgreSQL share-locked until the transaction ends, so none changes meanwhile. */
export async function exportRowsByIds(trx: Q, ids: readonly string[]): Promise<ExportRow[]> {
  const read = trx.selectFrom('sessions').select(EXPORT_COLUMNS).where('id', 'in', ids);
  return trx.getExecutor().adapter instanceof PostgresAdapter ? read.forShare().execute() : read.execute();
}

/** Page mode: offset over the covering index first (ids only), then the rows of that page. */
export async function sessionsAtOffset(db: Q, f: SessionFilter, offset: number, limit: number): Promise<SessionRow[]> {
  const ids = await filtered(db, f).select('id').orderBy(f.sort).orderBy('id').limit(limit).offset(offset).execute();
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where(
      'id',
      'in',
      ids.map((r) => r.id),
    )
    .execute();
  const order = new Map(ids.map((r, i) => [r.id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export async function countSessions(db: Q, f: SessionFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Surveys that have sessions in `status` whose last activity is before (`<`) or at or after (`>=`) `at`. */
async function surveysByActivity(db: Q, status: SessionStatus, op: '<' | '>=', at: string, limit?: number): Promise<string[]> {
  const q = db.selectFrom('sessions').select('survey_id').distinct().where('status', '=', status).where('last_activity_at', op, at);
  return (await (limit === undefined ? q : q.limit(limit)).execute()).map((r) => r.survey_id);
}

/** Surveys that have sessions idle since before `cutoff`. */
export const surveysWithIdleSessions = (db: Q, cutoff: string, limit: number): Promise<string[]> =>
  surveysByActivity(db, 'in_progress', '<', cutoff, limit);

/** The surveys with sessions completed at or after `since` (a session's last activity is never before its completion). */
export const surveysCompletedSince = (db: Q, since: string): Promise<string[]> => surveysByActivity(db, 'completed', '>=', since);

/**
 * Marks up to `limit` in-progress sessions of one survey idle since before `cutoff` as abandoned and returns them as
 * stored now. The status guard in the UPDATE makes the move happen once even when several processes sweep at once.
 */
export async function abandonIdle(db: Q, surveyId: string, cutoff: string, limit: number): Promise<SessionRow[]> {
  const idle = db
    .selectFrom('sessions')
    .select('id')
    .where('status', '=', 'in_progress')
    .where('last_activity_at', '<', cutoff)
    .where('survey_id', '=', surveyId)
    .limit(limit);
  // A session another transaction holds is being written (so it is not idle): skipped, not waited for, since that
  // writer may be waiting for the survey's locks the sweep holds (src/responses/session-writer.ts).
  const candidates = isPostgres(db) ? idle.forUpdate().skipLocked() : idle;
  return db
    .updateTable('sessions')
    .set({ status: 'abandoned', next_question_id: null })
    .where('id', 'in', candidates)
    .where('status', '=', 'in_progress')
    .returningAll()
    .execute();
}

/** Which organisation a survey belongs to (what a writer needs that has only the survey's id). */
export async function surveyOwner(db: Q, id: string): Promise<{ id: string; organization_id: string }> {
  return db.selectFrom('surveys').select(['id', 'organization_id']).where('id', '=', id).executeTakeFirstOrThrow();
}

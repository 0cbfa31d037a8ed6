// Queries behind the computed-ahead analytics: the counters, the per-survey state row, the flagged-session index
// and the open-text hashes. Plain functions over `db | trx`; portable SQL only.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { Counts, SEP } from './facts';
import { prepared, preparedShapes } from '../db/prepared';
import { isPostgres } from '../db/locks';
import type { Reader } from '../db/reader';
import { COUNTER_STRIPES, STORE } from './thresholds';

type Q = Kysely<Database>;

export interface CounterRow {
  grp: string;
  key: string;
  n: number;
}

/** The survey's median completion time as stored, read without its lock (null before the first completion). */
export async function readMedian(db: Reader, surveyId: string): Promise<number | null> {
  const row = await db.selectFrom('analytics_state').select('median_seconds').where('survey_id', '=', surveyId).executeTakeFirst();
  return row?.median_seconds === null || row?.median_seconds === undefined ? null : Number(row.median_seconds);
}

/** Stores the survey's median (creating its state row when missing): the writer judged by it, under the analytics lock. */
export async function saveMedian(db: Q, surveyId: string, median: number | null): Promise<void> {
  await medianSaved.all(db, { surveyId, median, now: nowIso() });
}

const medianSaved = prepared<{ surveyId: string; median: number | null; now: string }, never>((db, arg) =>
  db
    .insertInto('analytics_state')
    .values({ survey_id: arg('surveyId'), median_seconds: arg('median'), questionnaire_version: 0, updated_at: arg('now') })
    .onConflict((oc) =>
      oc
        .column('survey_id')
        .doUpdateSet({ median_seconds: (eb) => eb.ref('excluded.median_seconds'), updated_at: (eb) => eb.ref('excluded.updated_at') }),
    ),
);

/**
 * The stripe each transaction adds to (one per transaction, so its row locks keep the key order below): taken in turn,
 * from a place picked at random per process, so that a process's transactions in flight (at most its pool's
 * connections, fewer than the stripes) never share one, and two processes seldom do.
 */
const stripes = new WeakMap<Q, number>();
let turn = Math.floor(Math.random() * COUNTER_STRIPES);
function stripeOf(db: Q, completing: boolean): number {
  let stripe = stripes.get(db);
  if (stripe === undefined) {
    const lane = completing ? COUNTER_STRIPES : 0;
    stripes.set(db, (stripe = isPostgres(db) ? lane + (turn++ % COUNTER_STRIPES) : 0));
  }
  return stripe;
}

/**
 * Adds the deltas to the counters: to one stripe of each (src/analytics/thresholds.ts, COUNTER_STRIPES; a completion
 * in the completions' lane), in key order, so concurrent writers seldom meet on a row and, when they do, take row
 * locks in one order.
 */
export async function addCounts(db: Q, surveyId: string, counts: Counts, completing = false): Promise<void> {
  const stripe = stripeOf(db, completing);
  const rows = [...counts]
    .filter(([, n]) => n !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, n]) => {
      const i = k.indexOf(SEP);
      return { survey_id: surveyId, grp: k.slice(0, i), key: k.slice(i + 1), stripe, n };
    });
  if (rows.length <= STORE.preparedCounterRows) {
    // A session's change touches a few counters: the statement for that many rows is compiled once.
    const args: Record<string, string | number> = { surveyId, stripe };
    rows.forEach((r, i) => Object.assign(args, { [`g${i}`]: r.grp, [`k${i}`]: r.key, [`n${i}`]: r.n }));
    if (rows.length > 0) await countersAdded(String(rows.length)).all(db, args);
  } else {
    for (let i = 0; i < rows.length; i += STORE.chunk) {
      await db
        .insertInto('analytics_counters')
        .values(rows.slice(i, i + STORE.chunk))
        .onConflict((oc) => oc.columns(['survey_id', 'grp', 'key', 'stripe']).doUpdateSet({ n: sql`analytics_counters.n + excluded.n` }))
        .execute();
    }
  }
  await dropEmptyTerms(
    db,
    surveyId,
    rows.filter((r) => r.n < 0 && r.grp.startsWith(TERM_GROUP)),
  );
}

/** The groups whose keys are words of open answers (`G.terms`): a person's words, so none outlives its last use. */
const TERM_GROUP = 'w:';

/**
 * Deletes the term counters a removal brought to zero (their stripes summed), so an erased or corrected answer's words
 * leave the table (docs/design/erasure.md). The rows are locked first on PostgreSQL and only rows whose locked sum is
 * zero go: a writer adding to a new stripe meanwhile keeps its row, and one adding to a deleted row inserts it anew.
 */
async function dropEmptyTerms(db: Q, surveyId: string, keys: { grp: string; key: string }[]): Promise<void> {
  for (let i = 0; i < keys.length; i += STORE.chunk) {
    const chunk = keys.slice(i, i + STORE.chunk);
    const read = db
      .selectFrom('analytics_counters')
      .select(['grp', 'key', 'stripe', 'n'])
      .where('survey_id', '=', surveyId)
      .where((eb) => eb.or(chunk.map((k) => eb.and([eb('grp', '=', k.grp), eb('key', '=', k.key)]))))
      .orderBy('grp')
      .orderBy('key')
      .orderBy('stripe');
    const found = await (isPostgres(db) ? read.forUpdate() : read).execute();
    const sums = new Map<string, { grp: string; key: string; n: number; stripes: number[] }>();
    for (const r of found) {
      const id = r.grp + SEP + r.key;
      const sum = sums.get(id) ?? { grp: r.grp, key: r.key, n: 0, stripes: [] };
      sum.n += Number(r.n);
      sum.stripes.push(r.stripe);
      sums.set(id, sum);
    }
    const empty = [...sums.values()].filter((s) => s.n === 0);
    if (empty.length === 0) continue;
    await db
      .deleteFrom('analytics_counters')
      .where('survey_id', '=', surveyId)
      .where((eb) => eb.or(empty.map((k) => eb.and([eb('grp', '=', k.grp), eb('key', '=', k.key), eb('stripe', 'in', k.stripes)]))))
      .execute();
  }
}

const countersAdded = preparedShapes<Record<string, string | number>, never>((db, arg, shape) =>
  db
    .insertInto('analytics_counters')
    .values(
      Array.from({ length: Number(shape) }, (_, i) => ({
        survey_id: arg('surveyId') as string,
        grp: arg(`g${i}`) as string,
        key: arg(`k${i}`) as string,
        stripe: arg('stripe') as number,
        n: arg(`n${i}`) as number,
      })),
    )
    .onConflict((oc) => oc.columns(['survey_id', 'grp', 'key', 'stripe']).doUpdateSet({ n: sql`analytics_counters.n + excluded.n` })),
);

const total = sql<number>`sum(n)`;

/** Every counter of a survey (its stripes summed) except the term counts (whose number grows with the vocabulary) and
 * the variables' and hidden fields' values. */
export async function readCounters(db: Q, surveyId: string): Promise<CounterRow[]> {
  const rows = await db
    .selectFrom('analytics_counters')
    .select(['grp', 'key', total.as('n')])
    .where('survey_id', '=', surveyId)
    .where('grp', 'not like', 'w:%')
    .where('grp', 'not like', 'y:%') // variables' values: read only by the cross-tabulation that asks for one
    .where('grp', 'not like', 'h:%') // hidden fields' values: likewise
    .where('grp', 'not like', 'g:%') // languages: read by the cross-tabulation and the overview's block that ask
    .groupBy(['grp', 'key'])
    .having(total, '!=', 0)
    .execute();
  return rows.map((r) => ({ grp: r.grp, key: r.key, n: Number(r.n) }));
}

export async function readGroup(db: Reader, surveyId: string, grp: string): Promise<CounterRow[]> {
  const rows = await db
    .selectFrom('analytics_counters')
    .select(['grp', 'key', total.as('n')])
    .where('survey_id', '=', surveyId)
    .where('grp', '=', grp)
    .groupBy(['grp', 'key'])
    .having(total, '!=', 0)
    .execute();
  return rows.map((r) => ({ grp: r.grp, key: r.key, n: Number(r.n) }));
}

/** The most frequent terms of one text question (ties in term order). */
export async function topTerms(db: Q, surveyId: string, questionId: string, limit: number): Promise<{ term: string; count: number }[]> {
  const rows = await db
    .selectFrom('analytics_counters')
    .select(['key', total.as('n')])
    .where('survey_id', '=', surveyId)
    .where('grp', '=', `w:${questionId}`)
    .groupBy('key')
    .having(total, '>', 0)
    .orderBy(total, 'desc')
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ term: r.key, count: Number(r.n) }));
}

export interface FlagRow {
  session_id: string;
  flag: string;
  risk_score: number;
}

export async function deleteFlagRows(db: Q, surveyId: string, sessionIds: string[]): Promise<void> {
  for (let i = 0; i < sessionIds.length; i += STORE.chunk) {
    await db
      .deleteFrom('session_flags')
      .where('survey_id', '=', surveyId)
      .where('session_id', 'in', sessionIds.slice(i, i + STORE.chunk))
      .execute();
  }
}

export async function insertFlagRows(db: Q, surveyId: string, rows: FlagRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += STORE.chunk) {
    await db
      .insertInto('session_flags')
      .values(rows.slice(i, i + STORE.chunk).map((r) => ({ survey_id: surveyId, ...r })))
      .execute();
  }
}

/** A page of flagged sessions: highest risk first, newest id first among equals. */
export async function flaggedSessionIds(db: Q, surveyId: string, flag: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('session_flags')
    .select('session_id')
    .where('survey_id', '=', surveyId)
    .where('flag', '=', flag)
    .orderBy('risk_score', 'desc')
    .orderBy('session_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.session_id);
}

export async function replaceTexts(db: Q, surveyId: string, sessionId: string, removed: string[], added: string[]): Promise<void> {
  if (removed.length)
    await db
      .deleteFrom('analytics_texts')
      .where('survey_id', '=', surveyId)
      .where('hash', 'in', removed)
      .where('session_id', '=', sessionId)
      .execute();
  if (added.length)
    await db
      .insertInto('analytics_texts')
      .values(added.map((hash) => ({ survey_id: surveyId, hash, session_id: sessionId })))
      .execute();
}

/** The sessions of the survey holding any of these text hashes. */
const holders = (db: Reader, surveyId: string, hashes: string[]) =>
  db.selectFrom('analytics_texts').select('session_id').where('survey_id', '=', surveyId).where('hash', 'in', hashes);

/** Holders of a hash but those of `except` (a change's own sessions, whose texts the judgement knows from memory). */
const holdersBut = (db: Reader, surveyId: string, hashes: string[], except: ReadonlySet<string>) => {
  const q = holders(db, surveyId, hashes);
  return except.size > 0 ? q.where('session_id', 'not in', [...except]) : q;
};

/** Whether a session with an id below `id` (none of `except`) holds any of these text hashes (an index seek per hash). */
export async function hasEarlierHolder(
  db: Reader,
  surveyId: string,
  hashes: string[],
  id: string,
  except: ReadonlySet<string> = new Set(),
): Promise<boolean> {
  if (hashes.length === 0) return false;
  return (await holdersBut(db, surveyId, hashes, except).where('session_id', '<', id).limit(1).executeTakeFirst()) !== undefined;
}

/** The first holder of a hash after `id` (none of `except`): the only session whose "earlier copy" can change when `id` gains or drops it. */
export async function nextHolder(
  db: Reader,
  surveyId: string,
  hash: string,
  id: string,
  except: ReadonlySet<string> = new Set(),
): Promise<string | null> {
  const row = await holdersBut(db, surveyId, [hash], except).where('session_id', '>', id).orderBy('session_id').limit(1).executeTakeFirst();
  return row?.session_id ?? null;
}

/** The first session (smallest id) of each contact or fingerprint among `values`. */
export async function firstSessionBy(
  db: Reader,
  surveyId: string,
  column: 'contact_id' | 'fingerprint',
  values: string[],
): Promise<Map<string, string>> {
  const first = new Map<string, string>();
  for (let i = 0; i < values.length; i += STORE.chunk) {
    const rows = await db
      .selectFrom('sessions')
      .select([column, (eb) => eb.fn.min('id').as('first')])
      .where('survey_id', '=', surveyId)
      .where(column, 'in', values.slice(i, i + STORE.chunk))
      .groupBy(column)
      .execute();
    for (const r of rows) first.set(String(r[column]), String(r.first));
  }
  return first;
}

export async function clearSurvey(db: Q, surveyId: string): Promise<void> {
  await db.deleteFrom('analytics_counters').where('survey_id', '=', surveyId).execute();
  await db.deleteFrom('session_flags').where('survey_id', '=', surveyId).execute();
  await db.deleteFrom('analytics_texts').where('survey_id', '=', surveyId).execute();
}

/** Sessions of a survey in one status (or in any), from the counters: the responses list's total without a scan. */
export async function countByStatus(db: Q, surveyId: string, status: string | undefined): Promise<number> {
  let q = db
    .selectFrom('analytics_counters')
    .select((eb) => eb.fn.sum<number>('n').as('n'))
    .where('survey_id', '=', surveyId)
    .where('grp', '=', 's');
  if (status) q = q.where('key', '=', status);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the survey's collector sends captcha scores (any session has one: the first such session ends the look). */
export async function hasCaptchaScores(db: Q, surveyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('survey_id', '=', surveyId)
    .where('captcha_score', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

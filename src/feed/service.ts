// The event feed (docs/design/events.md): every event of the organisation, oldest first, from a cursor, with a long
// poll. The order is the event log's (src/db/event-log.ts), so a reader that follows `nextCursor` sees each event
// exactly once, however writers interleave. A cursor carries the time it was issued: once events it has not yet seen
// may have been removed by retention, it is refused (410) with the oldest cursor that is still whole.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../database';
import type { Schemas } from '../contract';
import type { Config } from '../config';
import { ApiError } from '../errors';
import { decodeCursor, encodeCursor } from '../cursor';
import { visibleBelow } from '../db/event-log';
import { outboxSignal } from '../webhooks/outbox';
import { FEED } from './thresholds';
import { assertSurveyKnown } from '../db/rows';
import { ANSWER_EVENTS, answersRefused } from '../webhooks/answers';

/** What this part of the service uses of the running services. */
export type Uses = { db: Db; config: Pick<Config, 'secretKey' | 'retention'>; lifecycle: { draining: boolean } };

export interface FeedQuery {
  after?: string;
  types?: string[];
  surveyId?: string;
  limit?: number;
  wait?: number;
  /** Types left out (those that carry answers, for a caller that may not read them). */
  without?: readonly string[];
}

/** A place in the feed: after the event written by transaction `tx` at `position`. */
interface Place {
  tx: number;
  position: number;
}

const DAY = 24 * 3600_000;
const START: Place = { tx: 0, position: 0 };
const listOf = (organizationId: string) => `events:${organizationId}`;

const cursorAt = (uses: Uses, organizationId: string, place: Place, at: string): string =>
  encodeCursor(uses.config.secretKey, { list: listOf(organizationId), filters: { at }, key: String(place.tx), id: String(place.position) });

function placeOf(uses: Uses, organizationId: string, token: string): Place & { at: string } {
  const c = decodeCursor(uses.config.secretKey, token, listOf(organizationId), 'after');
  return { tx: Number(c.key), position: Number(c.id), at: String(c.filters.at) };
}

/** The place just before the oldest event still kept (the start when none is). */
async function oldestPlace(db: Db, organizationId: string): Promise<Place> {
  const first = await db.kysely
    .selectFrom('events')
    .select(['tx', 'position'])
    .where('organization_id', '=', organizationId)
    .orderBy('tx')
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return first ? { tx: first.tx, position: first.position - 1 } : START;
}

/** The place of the newest event the feed may show now (whatever its type or survey), or null when there is none. */
async function newest(db: Db, organizationId: string): Promise<Place | null> {
  const row = await db.kysely
    .selectFrom('events')
    .select(['tx', 'position'])
    .where('organization_id', '=', organizationId)
    .where('tx', '<', visibleBelow(db.kysely))
    .orderBy('tx', 'desc')
    .orderBy('position', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

const later = (a: Place, b: Place | null): Place => (b && (b.tx > a.tx || (b.tx === a.tx && b.position > a.position)) ? b : a);

/**
 * One page after `after`, and the place to continue from. When the page holds every matching event there is, the
 * place moves past the events the filters skipped too: the newest visible event, read before the page (so every
 * event up to it was visible to the page's read and either matched or did not).
 */
async function read(db: Db, organizationId: string, after: Place, q: FeedQuery, limit: number) {
  const end = await newest(db, organizationId);
  const rows = await page(db, organizationId, after, q, limit);
  const next = rows.length > limit ? rows.pop() : undefined;
  const last = rows.at(-1);
  const place: Place = last ? { tx: last.tx, position: last.position } : after;
  return { rows, next, place: next ? place : later(place, end) };
}

async function page(db: Db, organizationId: string, after: Place, q: FeedQuery, limit: number) {
  let query = db.kysely
    .selectFrom('events')
    .select(['payload', 'tx', 'position', 'created_at'])
    .where('organization_id', '=', organizationId)
    .where('type', '!=', 'webhook.test') // the test operation's event, sent to one subscription only
    .where('tx', '<', visibleBelow(db.kysely))
    .where((eb) => eb.or([eb('tx', '>', after.tx), eb.and([eb('tx', '=', after.tx), eb('position', '>', after.position)])]));
  if (q.types?.length) query = query.where('type', 'in', q.types);
  if (q.without?.length) query = query.where('type', 'not in', q.without);
  if (q.surveyId) query = query.where('survey_id', '=', q.surveyId);
  return query
    .orderBy('tx')
    .orderBy('position')
    .limit(limit + 1)
    .execute();
}

/** Resolves after an event was written in this process, or after FEED.pollMs (another process may have written). */
async function nextWrite(): Promise<void> {
  let wake: () => void = () => undefined;
  const written = new Promise<void>((resolve) => (wake = resolve));
  outboxSignal.once('event', wake);
  try {
    await Promise.race([written.then(() => sleep(FEED.wakeDelayMs)), sleep(FEED.pollMs)]);
  } finally {
    outboxSignal.off('event', wake);
  }
}

/**
 * A page of the feed. A caller that may not read answers (an `events:read` key without `responses:read`) is served
 * the feed without the events that carry them, and naming one of those types is a 403 (src/webhooks/answers.ts).
 */
export async function readFeed(uses: Uses, organizationId: string, q0: FeedQuery, answers = true): Promise<Schemas['EventFeed']> {
  if (!answers && q0.types?.some((t) => ANSWER_EVENTS.includes(t))) throw answersRefused(`The types ${ANSWER_EVENTS.join(', ')}`);
  const q: FeedQuery = answers ? q0 : { ...q0, without: ANSWER_EVENTS };
  const given = q.after ? placeOf(uses, organizationId, q.after) : null;
  if (given && Date.parse(given.at) < Date.now() - uses.config.retention.eventDays * DAY) {
    const oldestCursor = cursorAt(uses, organizationId, await oldestPlace(uses.db, organizationId), new Date().toISOString());
    throw new ApiError(
      'cursor_expired',
      `This cursor is older than the ${uses.config.retention.eventDays} days events are kept, so events after it may be gone; continue from oldestCursor.`,
      { oldestCursor },
    );
  }
  if (q.surveyId) await assertSurveyKnown(uses.db.kysely, 'events', organizationId, q.surveyId);
  // A long poll on a process that is shutting down would return at once, empty, and be asked again at once: say when
  // to come back instead (another process, or this one restarted, will hold it).
  if (uses.lifecycle.draining && (q.wait ?? 0) > 0)
    throw new ApiError(
      'unavailable',
      'This server is shutting down; ask again shortly.',
      {},
      { 'Retry-After': String(FEED.drainingRetrySeconds) },
    );
  const after: Place = given ?? START;
  const limit = q.limit ?? FEED.defaultLimit;
  const deadline = Date.now() + Math.min(q.wait ?? 0, FEED.maxWaitSeconds) * 1000;
  let readAt = new Date().toISOString();
  let result = await read(uses.db, organizationId, after, q, limit);
  while (result.rows.length === 0 && Date.now() < deadline && !uses.lifecycle.draining) {
    await nextWrite();
    readAt = new Date().toISOString();
    result = await read(uses.db, organizationId, result.place, q, limit);
  }
  const { rows, next, place } = result;
  // The cursor's time is when its first unseen event was written (retention removes by that), or the read's when none is.
  return {
    data: rows.map((r) => JSON.parse(r.payload) as Schemas['WebhookEvent']),
    nextCursor: cursorAt(uses, organizationId, place, next?.created_at ?? readAt),
    hasMore: next !== undefined,
  };
}

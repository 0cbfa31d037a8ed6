// The event feed's order, in the one place that knows each dialect (docs/design/events.md, "Order").
// A reader following the feed from a cursor must never see an event after one placed ahead of it is already behind
// its cursor. SQLite runs one write transaction at a time, so events commit in the order of their position. PostgreSQL
// runs transactions side by side: a sequence gives each event its position as it is written, and the feed is ordered
// by the writing transaction's id, then the position; it shows only the events of transactions older than every
// transaction still running (the snapshot's xmin), so nothing can later appear ahead of what it has shown.
import { sql, type RawBuilder } from 'kysely';
import type { Reader } from './reader';
import { isPostgres } from './locks';

/** The position of the next event written (an expression to insert). */
export const nextPosition = (db: Reader): RawBuilder<number> =>
  isPostgres(db) ? sql<number>`nextval('event_positions')` : sql<number>`(select coalesce(max(position), 0) + 1 from events)`;

/** The writing transaction's id (an expression to insert). */
export const writingTransaction = (db: Reader): RawBuilder<number> =>
  isPostgres(db) ? sql<number>`pg_current_xact_id()::text::bigint` : sql<number>`0`;

/** The transactions whose events the feed may show are those below this (an expression; SQLite: every one). */
export const visibleBelow = (db: Reader): RawBuilder<number> =>
  isPostgres(db) ? sql<number>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint` : sql<number>`9007199254740991`;

// The sessions of an export, read in keyset batches in start order: memory holds one batch, whatever the total.
import type { Db } from '../db/connect';
import type { SessionRow } from '../db/schema';
import { sessionsAfter, type SessionFilter } from '../responses/repository';

/** Sessions read per query while exporting. */
export const EXPORT_BATCH = 1000;

export async function* exportRows(db: Db, filter: SessionFilter): AsyncGenerator<SessionRow> {
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const batch = await sessionsAfter(db.kysely, filter, after, EXPORT_BATCH);
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1];
    after = { key: last.started_at, id: last.id };
  }
}

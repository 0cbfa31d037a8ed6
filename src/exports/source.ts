// The sessions of an export, read in keyset batches in start order: memory holds a batch or two, whatever the
// total. Writers turn each batch into one chunk, so the stream moves megabytes per step, not a row at a time.
import type { Db } from '../database';
import { exportRowsAfter, type ExportRow, type SessionFilter } from '../responses/repository';

/** Sessions read per query while exporting. */
export const EXPORT_BATCH = 500;

export async function* exportBatches(db: Db, filter: SessionFilter): AsyncGenerator<ExportRow[]> {
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const batch = await exportRowsAfter(db.kysely, filter, after, EXPORT_BATCH);
    if (batch.length) yield batch;
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1];
    after = { key: last.started_at, id: last.id };
  }
}

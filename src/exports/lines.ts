// The CSV export's rows from kept lines (issue 26): a session whose line is kept under the export's key costs one
// narrow row; the others are read whole, written, and their lines kept for the next export. The trigger of migration
// 0018 forgets a line whenever its session row changes, so a kept line is always the session as it is now.
import { createHash } from 'node:crypto';
import type { Db } from '../database';
import type { Trx } from '../events/journal';
import { exportLinesAfter, exportRowsByIds, INSERT_CHUNK, type ExportRow, type SessionFilter } from '../responses/repository';
import { VERSION } from '../paths';
import { EXPORT_BATCH } from './source';

/** Bump when what a line holds changes (cells(), csvLine(), a score): lines of an earlier format are then not read. */
const LINE_FORMAT = 2; // 2: text that starts like a formula is neutralised (csv.ts)

/** What a line depends on besides its session: the release, the line format and the survey's definitions. */
export function exportKey(definitions: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([VERSION, LINE_FORMAT, definitions]))
    .digest('base64url');
}

/**
 * The CSV lines of the export's sessions in its order, a batch at a time, with how many sessions the batch held and
 * how many of their lines it wrote (the others were kept).
 */
export async function* lineBatches(
  db: Db,
  filter: SessionFilter,
  key: string,
  render: (row: ExportRow) => string,
): AsyncGenerator<{ sessions: number; written: number; chunk: string }> {
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const batch = await exportLinesAfter(db.kysely, filter, key, after, EXPORT_BATCH);
    const missing = batch.filter((r) => r.line === null).map((r) => r.id);
    const written = missing.length ? await writeLines(db, key, missing, render) : new Map<string, string>();
    // A session deleted since the batch was read has no line and is left out.
    yield { sessions: batch.length, written: missing.length, chunk: batch.map((r) => r.line ?? written.get(r.id) ?? '').join('') };
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1];
    after = { key: last.sort_key, id: last.id };
  }
}

/**
 * Reads the sessions, writes their lines and keeps them, in one transaction: a session changing meanwhile either
 * waits (PostgreSQL's share lock) or fails the keeping (SQLite, which refuses a write after another process's), so
 * a kept line never predates its session's last change. Lines not kept are still the sessions as read, and go out. A
 * session in progress is not kept: its next answer would forget the line.
 */
export async function writeLines(
  db: Db,
  key: string,
  ids: readonly string[],
  render: (row: ExportRow) => string,
): Promise<Map<string, string>> {
  const lines = new Map<string, string>();
  let written = false;
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const settled = new Set<string>();
      for (const row of await exportRowsByIds(trx, ids)) {
        lines.set(row.id, render(row));
        if (row.status !== 'in_progress') settled.add(row.id);
      }
      written = true;
      await keepLines(trx, key, lines, settled);
    });
  } catch (error) {
    if (!written || !contended(error)) throw error;
  }
  return lines;
}

/**
 * The database refused the keeping because of another writer: SQLite's busy codes (a write after another process's
 * commit, or its lock held past the busy timeout), PostgreSQL's deadlock and serialization failures.
 */
const contended = (error: unknown): boolean => {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return code.startsWith('SQLITE_BUSY') || code === '40P01' || code === '40001';
};

async function keepLines(trx: Trx, key: string, lines: Map<string, string>, settled: ReadonlySet<string>): Promise<void> {
  const rows = [...lines].filter(([id]) => settled.has(id)).map(([session_id, line]) => ({ session_id, export_key: key, line }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('export_lines')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) =>
        oc.column('session_id').doUpdateSet((eb) => ({ export_key: eb.ref('excluded.export_key'), line: eb.ref('excluded.line') })),
      )
      .execute();
  }
}

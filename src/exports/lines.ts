// Kept export lines (docs/architecture.md, "Kept export lines"): a session's part of an export file in each
// format (a CSV line, a JSON object, a worksheet row's cells, an SPSS data line) is kept as the export writes it; the
// next export in that format reads one narrow kept line in place of the session's row. The trigger of migration 0018
// forgets a session's lines whenever its row changes, so a kept line is always the session as it is now. This module
// is the one owner of the table: its type (./table.ts), every read and write of it here, the trigger in the schema.
import { createHash } from 'node:crypto';
import type { Db } from '../database';
import type { Trx } from '../journal/journal';
import { exportRowsByIds, filteredAfter, INSERT_CHUNK, type ExportRow, type Keyset, type SessionFilter } from '../responses/repository';
import { VERSION } from '../paths';
import { EXPORT_BATCH } from './source';
import { EXPORT_LINES, EXPORT_PIECE } from './thresholds';

/** Bump when what a line holds changes (cells(), a format's writer, a score): lines of an earlier format are then not read. */
const LINE_FORMAT = 3; // 3: a line per export format (migration 0032)

/** One batch of the export's sessions in its order, each with its line in `format` when one is kept under `exportKey`. */
async function exportLinesAfter(
  db: Trx,
  f: SessionFilter,
  kept: { format: string; exportKey: string },
  after: Keyset | null,
  limit: number,
): Promise<{ id: string; sort_key: string; line: string | null; widths: string | null }[]> {
  return filteredAfter(db, f, after)
    .leftJoin('export_lines', (join) =>
      join
        .onRef('export_lines.session_id', '=', 'sessions.id')
        .on('export_lines.format', '=', kept.format)
        .on('export_lines.export_key', '=', kept.exportKey),
    )
    .select((eb) => [
      'sessions.id',
      eb.ref(`sessions.${f.sort}`).$castTo<string>().as('sort_key'),
      'export_lines.line',
      'export_lines.widths',
    ])
    .orderBy(f.sort)
    .orderBy('sessions.id')
    .limit(limit)
    .execute();
}

/** What a line depends on besides its session and format: the release, the line format and the survey's definitions. */
export function exportKey(definitions: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([VERSION, LINE_FORMAT, definitions]))
    .digest('base64url');
}

/** A session's line in one format; SPSS's carries the byte widths of its text variables, comma-separated. */
export interface Line {
  line: string;
  widths: string | null;
}

/** How a format writes a session's line, and the key its lines are kept under. */
export interface LineWriter {
  format: string;
  key: string;
  render(row: ExportRow): Line;
}

/** The lines of a batch of sessions in export order (a session deleted meanwhile is left out). */
export interface LineBatch {
  lines: string[];
  /** Each line's widths, for formats that keep them. */
  widths: (string | null)[];
}

/**
 * The lines of the export's sessions in its order, a batch at a time, with how many sessions the batch held and how
 * many of their lines it wrote (the others were kept).
 */
export async function* lineBatches(
  db: Db,
  filter: SessionFilter,
  writer: LineWriter,
): AsyncGenerator<LineBatch & { sessions: number; written: number }> {
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const batch = await exportLinesAfter(db.kysely, filter, { format: writer.format, exportKey: writer.key }, after, EXPORT_BATCH);
    const missing = batch.filter((r) => r.line === null).map((r) => r.id);
    const written = new Map<string, Line>();
    for (let i = 0; i < missing.length; i += EXPORT_LINES.writeChunk)
      for (const [id, line] of await writeLines(db, writer, missing.slice(i, i + EXPORT_LINES.writeChunk))) written.set(id, line);
    const out: LineBatch = { lines: [], widths: [] };
    for (const r of batch) {
      const line = r.line === null ? written.get(r.id) : { line: r.line, widths: r.widths };
      if (!line) continue; // deleted since the batch was read
      out.lines.push(line.line);
      out.widths.push(line.widths);
    }
    yield { ...out, sessions: batch.length, written: missing.length };
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1];
    after = { key: last.sort_key, id: last.id };
  }
}

/** `lines` joined by `separator`, in pieces of at most EXPORT_PIECE.chars characters (or a single longer line). */
export function* pieces(lines: readonly string[], separator = ''): Generator<string> {
  let from = 0;
  let size = 0;
  for (let i = 0; i < lines.length; i++) {
    if (i > from && size + lines[i].length > EXPORT_PIECE.chars) {
      yield lines.slice(from, i).join(separator);
      from = i;
      size = 0;
    }
    size += lines[i].length + separator.length;
  }
  if (from < lines.length) yield lines.slice(from).join(separator);
}

/** Lines written from rows, kept nowhere: an export in a language or layout whose lines are not kept. */
export async function* renderedBatches(rows: AsyncIterable<ExportRow[]>, render: (row: ExportRow) => Line): AsyncGenerator<LineBatch> {
  for await (const batch of rows) {
    const lines = batch.map(render);
    yield { lines: lines.map((l) => l.line), widths: lines.map((l) => l.widths) };
  }
}

/**
 * Reads the sessions, writes their lines and keeps them, in one transaction: a session changing meanwhile either
 * waits (PostgreSQL's share lock) or fails the keeping (SQLite, which refuses a write after another process's), so
 * a kept line never predates its session's last change. Lines not kept are still the sessions as read, and go out. A
 * session in progress is not kept: its next answer would forget the line.
 */
export async function writeLines(db: Db, writer: LineWriter, ids: readonly string[]): Promise<Map<string, Line>> {
  const lines = new Map<string, Line>();
  let written = false;
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const settled = new Set<string>();
      for (const row of await exportRowsByIds(trx, ids)) {
        lines.set(row.id, writer.render(row));
        if (row.status !== 'in_progress') settled.add(row.id);
      }
      written = true;
      await keepLines(trx, writer, lines, settled);
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

async function keepLines(trx: Trx, writer: LineWriter, lines: Map<string, Line>, settled: ReadonlySet<string>): Promise<void> {
  const rows = [...lines]
    .filter(([id]) => settled.has(id))
    .map(([session_id, { line, widths }]) => ({ session_id, format: writer.format, export_key: writer.key, line, widths }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('export_lines')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) =>
        oc.columns(['session_id', 'format']).doUpdateSet((eb) => ({
          export_key: eb.ref('excluded.export_key'),
          line: eb.ref('excluded.line'),
          widths: eb.ref('excluded.widths'),
        })),
      )
      .execute();
  }
}

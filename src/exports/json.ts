// JSON export: one array of objects keyed by the column headers; a session's object is its line (lines.ts), and the
// file is the lines joined, in pieces.
import { Readable } from 'node:stream';
import type { Cell } from './columns';
import { pieces, type LineBatch } from './lines';

/** A session's object, its keys the column headers in order. */
export function jsonLine(header: readonly string[]): (cells: readonly Cell[]) => string {
  const keys = header.map((h) => JSON.stringify(h));
  return (cells) => `{${keys.map((k, i) => `${k}:${JSON.stringify(cells[i])}`).join(',')}}`;
}

export function jsonFile(batches: AsyncIterable<LineBatch>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const { lines } of batches) {
        for (const piece of pieces(lines, ',\n')) {
          yield (first ? '\n' : ',\n') + piece;
          first = false;
        }
      }
      yield first ? ']' : '\n]\n';
    })(),
    { objectMode: false },
  );
}

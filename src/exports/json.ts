// JSON export: one array of objects keyed by the column headers, written a batch at a time.
import { Readable } from 'node:stream';
import type { Cell } from './columns';

export function jsonStream(header: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  const keys = header.map((h) => JSON.stringify(h));
  const encode = (r: Cell[]) => `{${keys.map((k, i) => `${k}:${JSON.stringify(r[i])}`).join(',')}}`;
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const rows of batches) {
        if (!rows.length) continue;
        yield (first ? '\n' : ',\n') + rows.map(encode).join(',\n');
        first = false;
      }
      yield first ? ']' : '\n]\n';
    })(),
    { objectMode: false },
  );
}

// JSON export: one array of objects keyed by the column headers, written element by element.
import { Readable } from 'node:stream';
import type { Cell } from './columns';

export function jsonStream(header: readonly string[], rows: AsyncIterable<Cell[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const r of rows) {
        const item: Record<string, Cell> = {};
        header.forEach((h, i) => (item[h] = r[i]));
        yield (first ? '\n' : ',\n') + JSON.stringify(item);
        first = false;
      }
      yield first ? ']' : '\n]\n';
    })(),
    { objectMode: false },
  );
}

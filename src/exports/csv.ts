// CSV export: csv-stringify (RFC 4180 quoting), header row first, streamed with backpressure.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Cell } from './columns';

export function csvStream(header: readonly string[], rows: AsyncIterable<Cell[]>): Readable {
  const out = stringify({ header: false, cast: { boolean: (b) => (b ? 'true' : 'false') } });
  const input = Readable.from(
    (async function* () {
      yield [...header];
      for await (const r of rows) yield r.map((v) => (v === null ? '' : v));
    })(),
  );
  input.on('error', (e) => out.destroy(e));
  return input.pipe(out);
}

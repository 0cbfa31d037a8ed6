// The ZIP files of the exports (XLSX, SPSS), written by yazl as they stream. yazl checksums every entry with
// buffer-crc32, a CRC-32 in JavaScript on the thread that writes the file: 122 ms for a 53 MB worksheet here, where
// Node's zlib.crc32 (the same checksum, in C) takes 11 ms. So yazl's own copy of that module (resolved from yazl, not
// whichever copy this package would find) is pointed at zlib.crc32 once, before the first file.
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import yazl from 'yazl';
import { EXPORT_ZIP } from './thresholds';

const crc32 = createRequire(require.resolve('yazl'))('buffer-crc32') as { unsigned: (data: Buffer, previous?: number) => number };
crc32.unsigned = (data, previous = 0) => zlib.crc32(data, previous);

/**
 * A ZIP of `entries` in order, each a buffer or a stream, deflated at EXPORT_ZIP.level on libuv's thread pool; its
 * bytes as they are written. An entry stream that fails ends the ZIP with its error.
 */
export function zipStream(entries: readonly [name: string, content: Buffer | Readable][]): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  for (const [name, content] of entries) {
    if (Buffer.isBuffer(content)) {
      zip.addBuffer(content, name, { compressionLevel: EXPORT_ZIP.level });
    } else {
      content.on('error', (e) => output.destroy(e));
      zip.addReadStream(content, name, { compressionLevel: EXPORT_ZIP.level });
    }
  }
  zip.end();
  return output;
}

// The exports' ZIPs (src/exports/zip.ts): yazl checksums their entries with Node's CRC-32, and every checksum it writes
// is the content's, for a buffer and for a stream that arrives in many chunks; a stream that fails fails the ZIP.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { zipStream } from '../../src/exports/zip';
import { unzip } from '../helpers/zip';

const bytesOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const crcs = (zip: Buffer): Promise<Record<string, number>> =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: false }, (error, file) => {
      if (error) return reject(error);
      const out: Record<string, number> = {};
      file.on('entry', (entry: yauzl.Entry) => (out[entry.fileName] = entry.crc32));
      file.on('end', () => resolve(out));
      file.on('error', reject);
    }),
  );

it('writes each entry with the CRC-32 of its content, a streamed one read in many chunks', async () => {
  const small = Buffer.from('a small part\n');
  const chunks = Array.from({ length: 40 }, (_, i) => `row ${i}: ${'x'.repeat(10_000 + i)}\n`);
  const zip = await bytesOf(
    zipStream([
      ['small.txt', small],
      ['large.txt', Readable.from(chunks)],
    ]),
  );
  const files = await unzip(zip);
  expect(files['small.txt']).toEqual(small);
  expect(files['large.txt'].toString()).toBe(chunks.join(''));
  expect(await crcs(zip)).toEqual({ 'small.txt': zlib.crc32(small), 'large.txt': zlib.crc32(chunks.join('')) });
  expect(zlib.crc32(chunks.join(''))).not.toBe(zlib.crc32(chunks.at(-1)!)); // a checksum of the last chunk alone would differ
});

it('fails with the error of an entry stream that fails', async () => {
  const failing = new Readable({
    read() {
      this.destroy(new Error('the rows could not be read'));
    },
  });
  await expect(bytesOf(zipStream([['data.csv', failing]]))).rejects.toThrow('the rows could not be read');
});

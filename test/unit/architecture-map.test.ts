// The README's architecture map matches the tree: every path it names exists, and every folder of src/ is named.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const map = readme.slice(readme.indexOf('## Architecture notes'));
const block = map.slice(map.indexOf('```') + 3, map.indexOf('```', map.indexOf('```') + 3));
/** The paths the map's lines start with (`src/http/`, `src/compose.ts`, `handlers/<tag>.ts` as `handlers/`). */
const named = block
  .split('\n')
  .map((line) => /^([a-z][\w./<>-]*(?:, [\w./-]+)*)/.exec(line)?.[1])
  .filter((p): p is string => Boolean(p))
  .flatMap((p) => p.split(',').map((x) => x.trim()))
  .map((p) => p.replace(/<[^>]*>.*$/, ''));

it('names only paths that exist', () => {
  expect(named.length).toBeGreaterThan(30);
  expect(named.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
});

it('names every folder of src/', () => {
  const folders = fs
    .readdirSync(path.join(root, 'src'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `src/${d.name}/`);
  expect(folders.filter((f) => !named.includes(f))).toEqual([]);
});

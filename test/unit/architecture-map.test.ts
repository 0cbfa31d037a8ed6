// The docs match the tree: every path docs/architecture.md's map names exists and every folder of src/ is named;
// every relative link in the README and docs/ leads to a file of the repository; the README stays short.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const architecture = fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
const block = architecture.slice(architecture.indexOf('```') + 3, architecture.indexOf('```', architecture.indexOf('```') + 3));
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

const markdown = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? markdown(full) : d.name.endsWith('.md') ? [full] : [];
  });

it('links only to files that exist, from the README and every page of docs/', () => {
  const broken: string[] = [];
  for (const file of [path.join(root, 'README.md'), ...markdown(path.join(root, 'docs'))]) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target)) continue; // http:, mailto:
      if (!fs.existsSync(path.resolve(path.dirname(file), target))) broken.push(`${path.relative(root, file)} -> ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

it('keeps the README short: what it is, the two commands, five minutes, where to go next', () => {
  expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(200);
});

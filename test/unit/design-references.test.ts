// The repository cites only itself: its code, contract and tests refer to design decisions by their pages under
// docs/design/ (never by a decision number or a section of a specification kept elsewhere), and every page they cite exists.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(__dirname, '../..');
const tracked = execFileSync(
  'git',
  ['ls-files', 'src', 'handlers', 'test', 'bench', 'harness', 'chaos', 'scripts', 'openapi.yaml', 'README.md'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => f && !f.startsWith('test/clients/generated/') && fs.existsSync(path.join(root, f)));
const texts = tracked.map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')] as const);

it('cites no decision by number, no specification section and no design file outside the repository', () => {
  const outside = texts.flatMap(([file, text]) =>
    [...text.matchAll(/\bD\d{1,2}\b(?!\.\d)|domain\.md|\.\.\/shared\/|\(spec (?:section )?\d/g)].map((m) => `${file}: ${m[0]}`),
  );
  expect(outside).toEqual([]);
});

it('cites only design pages that exist', () => {
  const cited = new Set(texts.flatMap(([, text]) => [...text.matchAll(/docs\/design\/([a-z-]+\.md)/g)].map((m) => m[1])));
  expect(cited.size).toBeGreaterThan(20);
  expect([...cited].filter((page) => !fs.existsSync(path.join(root, 'docs', 'design', page)))).toEqual([]);
});

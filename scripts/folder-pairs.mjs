#!/usr/bin/env node
// Part of `npm run lint`: no two folders of src/ import each other (the dependency rule in .dependency-cruiser.cjs
// judges single imports; this judges folders). src/db is exempt towards a capability's `table.ts` only: the schema
// is assembled from each capability's table types (README: Architecture notes). Prints each pair with an import of
// each way, and exits 1 when there is one.
import { cruise } from 'dependency-cruiser';

const result = await cruise(['src'], {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '^(generated|dist|node_modules)/' },
});
const folderOf = (file) => /^src\/([^/]+)\//.exec(file)?.[1] ?? null;
const edges = new Map(); // "a b" -> an import of a from b
for (const { source, dependencies } of result.output.modules) {
  const from = folderOf(source);
  if (!from) continue;
  for (const { resolved } of dependencies) {
    const to = folderOf(resolved);
    if (!to || to === from) continue;
    if (from === 'db' && /\/table\.ts$/.test(resolved)) continue;
    if (!edges.has(`${from} ${to}`)) edges.set(`${from} ${to}`, `${source} -> ${resolved}`);
  }
}
const pairs = [...edges.keys()].map((k) => k.split(' ')).filter(([a, b]) => a < b && edges.has(`${b} ${a}`));
for (const [a, b] of pairs)
  console.error(`src/${a} and src/${b} import each other:\n  ${edges.get(`${a} ${b}`)}\n  ${edges.get(`${b} ${a}`)}`);
console.log(pairs.length ? `${pairs.length} folder pair(s) importing each other` : '✔ no two folders of src/ import each other');
process.exit(pairs.length ? 1 : 0);

#!/usr/bin/env node
// Part of `npm run lint`: the folders of src/ import each other in no cycle, of two folders or of more (the dependency
// rule in .dependency-cruiser.cjs judges single imports and files; this judges folders). Each root file of src/
// (jobs.ts, services.ts, database.ts, ...) is a node of its own, as a folder is: a loop through one is a loop. src/db is exempt towards a
// capability's `table.ts` only: the schema is assembled from each capability's table types (docs/architecture.md).
// Prints each cycle's folders with one import for each step, and exits 1 when there is one.
import { cruise } from 'dependency-cruiser';

const result = await cruise(['src'], {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '^(generated|dist|node_modules)/' },
});
const folderOf = (file) => /^src\/([^/]+)\//.exec(file)?.[1] ?? /^src\/([^/]+)\.ts$/.exec(file)?.[1] ?? null;
const edges = new Map(); // folder -> Map(folder it imports -> one such import)
for (const { source, dependencies } of result.output.modules) {
  const from = folderOf(source);
  if (!from) continue;
  if (!edges.has(from)) edges.set(from, new Map());
  for (const { resolved } of dependencies) {
    const to = folderOf(resolved);
    if (!to || to === from) continue;
    if (from === 'db' && /\/table\.ts$/.test(resolved)) continue;
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${source} -> ${resolved}`);
  }
}

// Tarjan's strongly connected components: a component of more than one folder holds a cycle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function visit(v) {
  order.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!order.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
  }
  if (low.get(v) === order.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const v of edges.keys()) if (!order.has(v)) visit(v);

for (const component of components) {
  const inside = new Set(component);
  console.error(`src/{${component.join(',')}} import each other in a cycle:`);
  for (const from of component)
    for (const [to, example] of edges.get(from) ?? []) if (inside.has(to)) console.error(`  ${from} -> ${to}: ${example}`);
}
console.log(
  components.length ? `${components.length} cycle(s) among the folders of src/` : '✔ the folders of src/ import each other in no cycle',
);
process.exit(components.length ? 1 : 0);

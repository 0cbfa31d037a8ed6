// How tools read the contract: no schema reaches itself through $ref (contract runners such as Portman
// refuse circular schemas), and no schema a request reaches declares a `default` (openapi-typescript makes a
// defaulted property required, so a typed client would have to send what the service fills in).
import fs from 'node:fs';
import path from 'node:path';
import contract from '../../generated/openapi.json';

type Node = { [key: string]: unknown };
const doc = contract as unknown as { paths: Record<string, Record<string, Node>>; components: { schemas: Record<string, Node> } };
const schemas = doc.components.schemas;

/** The component schemas a node refers to directly (not through other components). */
function refsOf(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) out.add(v.slice('#/components/schemas/'.length));
      else if (k !== 'example' && k !== 'examples') refsOf(v, out);
    }
  }
  return out;
}

function cycleFrom(start: string): string[] | null {
  const walk = (name: string, trail: string[]): string[] | null => {
    for (const next of refsOf(schemas[name])) {
      if (next === start) return [...trail, next];
      if (!trail.includes(next)) {
        const found = walk(next, [...trail, next]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(start, [start]);
}

it('has no schema that refers to itself through references', () => {
  const cycles = Object.keys(schemas)
    .map(cycleFrom)
    .filter((c): c is string[] => c !== null)
    .map((c) => c.join(' -> '));
  expect(cycles).toEqual([]);
});

it('finds a cycle when there is one (the check itself works)', () => {
  schemas.__Loop = { properties: { self: { $ref: '#/components/schemas/__Loop' } } };
  try {
    expect(cycleFrom('__Loop')).toEqual(['__Loop', '__Loop']);
  } finally {
    delete schemas.__Loop;
  }
});

it('declares no default in any schema a request body reaches', () => {
  const seen = new Set<string>();
  const defaults: string[] = [];
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, where));
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === 'default') defaults.push(where);
      else if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = v.slice('#/components/schemas/'.length);
        if (!seen.has(name)) {
          seen.add(name);
          visit(schemas[name], name);
        }
      } else if (k !== 'example' && k !== 'examples') visit(v, k === 'properties' ? where : `${where}.${k}`);
    }
  };
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item)) {
      const body = op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
      for (const media of Object.values(body?.content ?? {})) visit(media.schema, String(op.operationId));
    }
  expect(defaults).toEqual([]);
});

it('types every body a generator reads: openapi-typescript gives no empty-record type but for the request that takes no options', () => {
  const types = fs.readFileSync(path.join(__dirname, '../../generated/openapi.d.ts'), 'utf8');
  const empty = types
    .split('\n')
    .filter((line) => line.includes('Record<string, never>'))
    .map((line) => line.trim().split(':')[0]);
  // `$defs` is openapi-typescript's own (the contract has none); the research review takes `{}` or no body.
  expect(empty.sort()).toEqual(['ResearchReviewRequest', 'export type $defs = Record<string, never>;'].sort());
});

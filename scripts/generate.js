#!/usr/bin/env node
// Derives everything in generated/ from openapi.yaml (the single source of truth):
//   openapi.d.ts    TypeScript types (openapi-typescript)
//   openapi.json    the contract as JSON
//   operations.ts   one record per operation: method, full path, tag, surface, auth, scope, plan feature,
//                   parameters, responses
//   handlers.ts     the operation table: each operationId to its function in handlers/<tag>.ts
//   validators.js   Ajv (JSON Schema 2020-12, formats included) standalone validators for every request part
//                   and every question type's config (defaults applied)
//   response-validators.js  the same for every declared response body (used by the contract tests)
//   expression-parser.js    the variables' expression parser, compiled by Peggy from src/variables/expression.peggy
// and clients/typescript/generated/schema.ts, the official client's types (the same as openapi.d.ts, in its package).
// The output is deterministic, so `git diff --exit-code generated` after a run tells whether it was stale.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const YAML = require('yaml');
const Ajv2020 = require('ajv/dist/2020').default;
const standaloneCode = require('ajv/dist/standalone').default;
const { _ } = require('ajv');
const addFormats = require('ajv-formats');

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'generated');
const doc = YAML.parse(fs.readFileSync(path.join(root, 'openapi.yaml'), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const HEADER = '// Generated from openapi.yaml by `npm run generate`. Do not edit by hand.\n';
const DEFS = 'https://fieldwork.invalid/components';

fs.mkdirSync(out, { recursive: true });

// 1. Types.
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/openapi-typescript/bin/cli.js'),
    'openapi.yaml',
    '-o',
    'generated/openapi.d.ts',
    '--default-non-nullable',
    'false',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] }, // its own lint warnings repeat `npm run lint:contract`
);

// 1b. The official TypeScript client's types (clients/typescript, docs/client.md): the same types, in its own source.
fs.writeFileSync(
  path.join(root, 'clients/typescript/generated/schema.ts'),
  `${HEADER}${fs.readFileSync(path.join(out, 'openapi.d.ts'), 'utf8')}`,
);

// 2. The contract as JSON, served at /api/v1/openapi.json without parsing YAML at start-up.
fs.writeFileSync(path.join(out, 'openapi.json'), `${JSON.stringify(doc, null, 2)}\n`);

// 3. Operations.
const resolve = (node) => {
  if (node && typeof node.$ref === 'string') {
    const parts = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    return resolve(parts.reduce((n, p) => n[p], doc));
  }
  return node;
};
const basePath = (servers) => new URL(servers[0].url.replace('{site}', 'http://site.invalid')).pathname.replace(/\/$/, '');
const kindOf = (schema) => {
  const s = resolve(schema) || {};
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  return t || 'string';
};

/** The body limits an operation may name (`x-body-limit`); their sizes are in src/config.ts. */
const BODY_LIMITS = ['default', 'import'];
/** Each caller surface (`x-surface`) and the authentication its operations may declare. */
const SURFACES = {
  api: ['bearer'],
  dashboard: ['cookie'],
  respondent: ['session', 'none'],
  hosted: ['none'],
  'health-check': ['none'],
  service: ['none'],
};
const operations = [];
for (const [p, rawItem] of Object.entries(doc.paths)) {
  const item = resolve(rawItem);
  const prefix = basePath(item.servers || doc.servers);
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const security = op.security ?? doc.security ?? [];
    const schemes = security.flatMap((req) => Object.keys(req));
    const AUTH = { bearerAuth: 'bearer', sessionCookie: 'cookie', sessionToken: 'session' };
    const auth = AUTH[schemes.find((s) => AUTH[s])] ?? 'none';
    // Who calls an operation (`x-surface`) decides its gate and limits; it must agree with how the caller proves it.
    const surface = op['x-surface'];
    if (!SURFACES[surface]?.includes(auth)) {
      throw new Error(`${op.operationId}: x-surface '${surface}' with ${auth} authentication (allowed: ${JSON.stringify(SURFACES)})`);
    }
    // How large a body the operation takes: the usual limit, or the import limit (`x-body-limit: import`).
    const bodyLimit = op['x-body-limit'] ?? 'default';
    if (!BODY_LIMITS.includes(bodyLimit))
      throw new Error(`${op.operationId}: x-body-limit '${bodyLimit}' (allowed: ${BODY_LIMITS.join(', ')})`);
    const params = [...(item.parameters || []), ...(op.parameters || [])].map(resolve).map((prm) => {
      const kind = kindOf(prm.schema);
      const entry = { name: prm.name, in: prm.in, required: Boolean(prm.required), kind };
      if ((resolve(prm.schema) || {}).format === 'uuid') entry.uuid = true; // compared case-insensitively
      if (kind === 'array') {
        entry.items = kindOf(resolve(prm.schema).items);
        entry.explode = prm.explode ?? (prm.style ?? 'form') === 'form';
      }
      return entry;
    });
    const body = op.requestBody ? resolve(op.requestBody) : null;
    const responses = {};
    for (const [status, rawResp] of Object.entries(op.responses)) {
      const resp = resolve(rawResp);
      responses[status] = {
        contentTypes: Object.keys(resp.content || {}),
        headers: Object.entries(resp.headers || {}).map(([name, h]) => ({ name, required: Boolean(resolve(h).required) })),
      };
    }
    // Entity tags (docs/design/repeated-requests.md): a GET whose 200 declares `ETag` tags its representation, less the
    // fields named in `x-etag-ignores`; a write declaring `If-Match` is checked against the GET of its path first.
    const declaresHeader = (status, name) => (responses[status]?.headers ?? []).some((h) => h.name === name);
    const ifMatch = params.some((prm) => prm.in === 'header' && prm.name === 'If-Match');
    // CORS (docs/design/collectors.md): an operation whose success declares Access-Control-Allow-Origin answers allowed origins.
    const success = Object.keys(responses).find((status) => /^2/.test(status));
    const cors = success !== undefined && declaresHeader(success, 'Access-Control-Allow-Origin');
    operations.push({
      etag: declaresHeader('200', 'ETag') ? { ignores: [] } : null,
      etagIgnores: op['x-etag-ignores'] ?? null,
      ifMatch,
      cors,
      operationId: op.operationId,
      method,
      path: p,
      fullPath: prefix + p,
      tag: op.tags[0],
      surface,
      auth,
      scope: op['x-scope'] ?? null,
      feature: op['x-feature'] ?? null,
      permission: op['x-permission'] ?? null,
      rateLimit: op['x-rate-limit'] ?? null,
      bodyLimit,
      params,
      body: body ? { required: Boolean(body.required), contentTypes: Object.keys(body.content) } : null,
      responses,
    });
  }
}
operations.sort((a, b) => a.operationId.localeCompare(b.operationId));

// 2a. Entity tags: every write that honours If-Match names the GET of its path (which must tag its answer) as
// `precondition`, declares 412, and shares the GET's ignored fields for the ETag of its own 200.
for (const op of operations) {
  const read = operations.find((o) => o.method === 'get' && o.fullPath === op.fullPath);
  if (op.etagIgnores && (op.method !== 'get' || !op.etag))
    throw new Error(`${op.operationId}: x-etag-ignores on an operation that sends no ETag`);
  if (op.method === 'get' && op.etag) op.etag.ignores = op.etagIgnores ?? [];
  op.precondition = null;
  if (op.ifMatch) {
    if (!read?.etag) throw new Error(`${op.operationId}: If-Match on a path whose GET declares no ETag`);
    if (!op.responses['412']) throw new Error(`${op.operationId}: If-Match without a declared 412`);
    op.precondition = read.operationId;
    if (op.etag) op.etag.ignores = read.etagIgnores ?? [];
  } else if (op.etag && op.method !== 'get') {
    throw new Error(`${op.operationId}: ETag on a write that does not honour If-Match`);
  }
}
for (const op of operations) {
  const { etag, precondition, cors } = op;
  for (const k of ['etagIgnores', 'ifMatch', 'etag', 'precondition', 'cors']) delete op[k];
  Object.assign(op, { etag, precondition, cors }); // last in each record, after its responses
}

// 2b. The operation table: each operationId to the function of that name in its tag's module, handlers/<tag>.ts (the
// tag's name in lowercase, spaces as hyphens). The build fails when an operation has no function, and when a module
// exports anything but its tag's operations.
const modules = new Map();
for (const op of operations) {
  const file = op.tag.toLowerCase().replace(/\s+/g, '-');
  const name = file.replace(/-(\w)/g, (_, c) => c.toUpperCase());
  if (!modules.has(file)) modules.set(file, { name, ops: [] });
  modules.get(file).ops.push(op.operationId);
}
const sortedModules = [...modules].sort(([a], [b]) => a.localeCompare(b));
fs.writeFileSync(
  path.join(out, 'handlers.ts'),
  `${HEADER}import type { OperationTable } from '../src/http/dispatcher';
` +
    sortedModules
      .map(
        ([file, m]) => `import * as ${m.name} from '../handlers/${file}';
`,
      )
      .join('') +
    `
/** Every operation of openapi.yaml and the function in its tag's module that serves it. */
` +
    `export const handlers: OperationTable = {
` +
    operations
      .map(
        (op) => `  ${op.operationId}: ${modules.get(op.tag.toLowerCase().replace(/\s+/g, '-')).name}.${op.operationId},
`,
      )
      .join('') +
    `};

` +
    `/** True when module M exports only the operations K (otherwise the names it should not export). */
` +
    `type OnlyOperations<M, K extends string> = [Exclude<keyof M, K>] extends [never] ? true : { notAnOperationOfTheTag: Exclude<keyof M, K> };
` +
    `export const onlyOperations: readonly true[] = [
` +
    sortedModules
      .map(
        ([, m]) => `  true satisfies OnlyOperations<typeof ${m.name}, ${m.ops.map((o) => `'${o}'`).join(' | ')}>,
`,
      )
      .join('') +
    `];
`,
);
fs.writeFileSync(
  path.join(out, 'operations.ts'),
  `${HEADER}import type { OperationMeta } from '../src/http/operation-meta';\n\n` +
    `export const operations = ${JSON.stringify(operations, null, 2)} as const satisfies readonly OperationMeta[];\n\n` +
    `export type OperationId = (typeof operations)[number]['operationId'];\n`,
);

// 3b. The values of each discriminator's tag in what requests carry (for "did you mean" in field errors, where Ajv
// names only the tag). Only schemas reachable from request bodies count: a response-only union (WebhookEvent) would
// mix its values into the request's.
const discriminators = {};
const visited = new Set();
/** What a request's field is told when it misses a pattern that says so (`x-pattern-message`), by pattern. */
const patternMessages = {};
const walk = (node) => {
  if (Array.isArray(node)) return node.forEach(walk);
  if (!node || typeof node !== 'object') return;
  if (typeof node.$ref === 'string') {
    if (visited.has(node.$ref)) return;
    visited.add(node.$ref);
    return walk(resolve(node));
  }
  if (typeof node.pattern === 'string' && typeof node['x-pattern-message'] === 'string')
    patternMessages[node.pattern] = node['x-pattern-message'];
  if (node.discriminator?.mapping) {
    const tag = node.discriminator.propertyName;
    discriminators[tag] = [...new Set([...(discriminators[tag] ?? []), ...Object.keys(node.discriminator.mapping)])];
  }
  Object.values(node).forEach(walk);
};
for (const op of operations) {
  const raw = resolve(doc.paths[op.path])[op.method];
  if (raw.requestBody) walk(resolve(raw.requestBody).content);
}
fs.writeFileSync(
  path.join(out, 'enums.ts'),
  `${HEADER}/** The values each discriminator tag of the contract takes. */\nexport const DISCRIMINATOR_VALUES: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(discriminators, null, 2)};\n` +
    `\n/** What a field missing one of these patterns is told, instead of the pattern itself (\`x-pattern-message\`). */\nexport const PATTERN_MESSAGES: Readonly<Record<string, string>> = ${JSON.stringify(patternMessages, null, 2)};\n`,
);

// 4. Validators.
// Component schemas move under one id so every $ref resolves; Ajv's discriminator takes no `mapping` (the
// oneOf members' `const` says the same thing), and `example` is documentation only. Ajv's discriminator also needs
// the tag among each member's own `properties`; where a member composes it with allOf (the events), the oneOf alone
// decides (each member's tag enum is its own).
const memberOf = (ref) => (ref?.startsWith('#/components/schemas/') ? doc.components.schemas[ref.slice(21)] : null);
const tagInEveryMember = (node) =>
  (node.oneOf ?? []).every((m) => (memberOf(m.$ref) ?? m).properties?.[node.discriminator.propertyName] !== undefined);
const rewrite = (node) => {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  // A question's new config (`x-checked-by: question-type`) is any type's config to the contract, for generated
  // clients; the service checks it against the question's own type (config__<type> below), which is stricter and
  // names the field at fault, so the request validator takes any object there.
  if (node['x-checked-by'] === 'question-type') return { type: 'object' };
  const copy = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string') copy[k] = v.replace('#/components/schemas/', `${DEFS}#/$defs/`);
    else if (k === 'discriminator') {
      if (tagInEveryMember(node)) copy[k] = { propertyName: v.propertyName };
    } else if (k === 'example' || k === 'examples' || k.startsWith('x-')) continue;
    else copy[k] = rewrite(v);
  }
  return copy;
};
const makeAjv = (useDefaults) => {
  const ajv = new Ajv2020({
    allErrors: true,
    useDefaults,
    discriminator: true,
    allowUnionTypes: true,
    inlineRefs: false, // one function per referenced schema, shared by every validator that uses it
    strict: true,
    strictRequired: false, // required names may be defined by an allOf member (the question variants)
    code: { source: true, optimize: 1, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  });
  addFormats(ajv);
  ajv.addSchema({ $id: DEFS, $defs: rewrite(doc.components.schemas) });
  return ajv;
};
// Requests: defaults from the contract are filled in as they validate. Responses: validated as they are, so a
// missing field is never papered over by a default.
const sets = {
  validators: { ajv: makeAjv(true), names: [] },
  'response-validators': { ajv: makeAjv(false), names: [] },
};
const add = (set, name, schema) => {
  sets[set].ajv.addSchema(rewrite(schema), name);
  sets[set].names.push(name);
};
const safe = (s) => s.replace(/[^A-Za-z0-9]/g, '_');
for (const op of operations) {
  const item = resolve(doc.paths[op.path]);
  const raw = item[op.method];
  const params = [...(item.parameters || []), ...(raw.parameters || [])].map(resolve);
  // An operation that declares no 400 takes no input to refuse: it ignores unknown query parameters (the contract's
  // introduction says so) instead of answering a status it does not declare.
  const refusesUnknown = Boolean(raw.responses['400']);
  for (const where of ['path', 'query']) {
    const mine = params.filter((p) => p.in === where);
    if (!mine.length && where === 'path') continue;
    add('validators', `${op.operationId}__${where}`, {
      type: 'object',
      properties: Object.fromEntries(mine.map((p) => [p.name, p.schema])),
      required: mine.filter((p) => p.required).map((p) => p.name),
      additionalProperties: where === 'query' && !refusesUnknown,
    });
  }
  if (raw.requestBody) {
    const media = resolve(raw.requestBody).content['application/json'];
    if (media) add('validators', `${op.operationId}__body`, media.schema);
  }
  for (const [status, rawResp] of Object.entries(raw.responses)) {
    for (const [ct, media] of Object.entries(resolve(rawResp).content || {})) {
      if (media.schema) add('response-validators', `${op.operationId}__${status}__${safe(ct)}`, media.schema);
    }
  }
}
for (const type of doc.components.schemas.QuestionType.enum) {
  const pascal = type
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
  add('validators', `config__${type}`, { $ref: `#/components/schemas/${pascal}ConfigResolved` });
}
add('response-validators', 'Problem', { $ref: '#/components/schemas/Problem' });

let count = 0;
for (const [file, { ajv, names }] of Object.entries(sets)) {
  names.sort();
  count += names.length;
  fs.writeFileSync(
    path.join(out, `${file}.js`),
    `${HEADER}/* eslint-disable */\n${standaloneCode(ajv, Object.fromEntries(names.map((n) => [n, n])))}\n`,
  );
  fs.writeFileSync(
    path.join(out, `${file}.d.ts`),
    `${HEADER}import type { ValidateFunction } from 'ajv';\n\n` +
      names.map((n) => `export declare const ${n}: ValidateFunction;`).join('\n') +
      '\n',
  );
}
// 5. The parser of the variables' expression language (src/variables/expression.peggy), compiled ahead so that
// nothing at run time evaluates generated code (Peggy's in-process `generate` would).
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/peggy/bin/peggy.js'),
    '--format',
    'commonjs',
    '--dts',
    '-o',
    'generated/expression-parser.js',
    'src/variables/expression.peggy',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
console.log(`generated: ${operations.length} operations, ${count} validators`);

// The contract check every API test goes through: a response must be one openapi.yaml declares for the
// operation (status), with a declared content type, a body that validates (problem+json included) and every
// declared required header. Paths that name no operation (and methods a path does not declare, HEAD included) may
// only answer 404 or 405 problems; a HEAD answer never has a body.
import type { ValidateFunction } from 'ajv';
import { operations } from '../../generated/operations';
import * as responseValidators from '../../generated/response-validators';
import { pathPattern, type OperationMeta } from '../../src/http/operation-meta';

const OPS: readonly OperationMeta[] = operations;
const validators = responseValidators as unknown as Record<string, ValidateFunction | undefined>;

const routes = OPS.map((op) => ({
  op,
  pattern: pathPattern(op.fullPath),
}));

export function findOperation(method: string, pathname: string): OperationMeta | undefined {
  return routes.find((r) => r.op.method === method.toLowerCase() && r.pattern.test(pathname))?.op;
}

/** Statuses seen per operation during this test file (for coverage checks). */
export const seen = new Map<string, Set<number>>();

export interface Observed {
  method: string;
  pathname: string;
  status: number;
  headers: Headers;
  text: string;
}

const mediaType = (header: string | null): string => (header ?? '').split(';')[0].trim().toLowerCase();
const safe = (s: string) => s.replace(/[^A-Za-z0-9]/g, '_');

function validateBody(name: string, body: unknown, where: string): void {
  const validate = validators[name];
  if (!validate) throw new Error(`${where}: no validator ${name} in generated/response-validators`);
  if (!validate(body)) {
    throw new Error(
      `${where}: body does not match openapi.yaml: ${JSON.stringify(validate.errors, null, 1)}\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}

export function assertMatchesContract(r: Observed): void {
  const where = `${r.method} ${r.pathname} -> ${r.status}`;
  if (!r.headers.get('x-request-id')) throw new Error(`${where}: no X-Request-Id header`);
  const head = r.method.toUpperCase() === 'HEAD';
  if (head && r.text.length) throw new Error(`${where}: a HEAD answer came with a body`);
  const op = findOperation(r.method, r.pathname);
  const ct = mediaType(r.headers.get('content-type'));
  if (!op) {
    if (r.status !== 404 && r.status !== 405) throw new Error(`${where}: no operation has this method and path`);
    if (ct !== 'application/problem+json') throw new Error(`${where}: expected application/problem+json, got ${ct}`);
    if (!head) validateBody('Problem', JSON.parse(r.text), where);
    if (r.status === 405 && !r.headers.get('allow')) throw new Error(`${where}: 405 without an Allow header`);
    return;
  }
  const declared = op.responses[String(r.status)];
  if (!declared) throw new Error(`${where}: ${op.operationId} answered ${r.status}, which openapi.yaml does not declare for it`);
  if (!seen.has(op.operationId)) seen.set(op.operationId, new Set());
  seen.get(op.operationId)?.add(r.status);
  for (const h of declared.headers) {
    if (h.required && r.headers.get(h.name) === null) throw new Error(`${where}: declared header ${h.name} is missing`);
  }
  if (declared.contentTypes.length === 0) {
    if (r.text.length) throw new Error(`${where}: openapi.yaml declares no body, but one was sent`);
    return;
  }
  if (!declared.contentTypes.includes(ct)) {
    throw new Error(`${where}: content type ${ct} is not among the declared ${declared.contentTypes.join(', ')}`);
  }
  if (head) return; // the GET's body, not sent
  const isJson = ct === 'application/json' || ct.endsWith('+json');
  validateBody(`${op.operationId}__${r.status}__${safe(ct)}`, isJson ? JSON.parse(r.text) : r.text, where);
}

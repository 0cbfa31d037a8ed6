// Request input: strings from the URL coerced per the contract's parameter types, then every part validated by
// the validators generated from openapi.yaml. Ajv's errors become field errors that name the field.
import { invalid, type FieldError } from '../errors';
import { toFieldErrors, validatorFor } from '../contract';
import type { OperationMeta, ParamMeta } from './operation-meta';

const coerceScalar = (kind: string | undefined, raw: string): unknown => {
  if (kind === 'integer' && /^-?\d+$/.test(raw)) return Number(raw);
  if (kind === 'number' && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  if (kind === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw; // left as a string: validation reports the wrong type
};

function coerceParam(meta: ParamMeta | undefined, raw: string[]): unknown {
  if (!meta) return raw.length === 1 ? raw[0] : raw; // unknown parameter: validation refuses it by name
  const values = meta.uuid ? raw.map((v) => v.toLowerCase()) : raw;
  if (meta.kind === 'array') {
    const items = meta.explode === false ? values.flatMap((v) => v.split(',')) : values;
    return items.map((v) => coerceScalar(meta.items, v));
  }
  if (values.length > 1) return values; // a scalar given twice: validation reports the wrong type
  return coerceScalar(meta.kind, values[0]);
}

/**
 * The query as named parameters. An operation with a free-form parameter (an object, `style: form, explode: true`:
 * the hosted page's hidden fields) gathers every name it does not declare into that object, first value of each.
 */
export function parseQuery(op: OperationMeta, search: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const rest = op.params.find((p) => p.in === 'query' && p.kind === 'object');
  for (const name of new Set(search.keys())) {
    const meta = op.params.find((p) => p.in === 'query' && p.name === name);
    if (!meta && rest) ((out[rest.name] ??= {}) as Record<string, string>)[name] = search.get(name) ?? '';
    else out[name] = coerceParam(meta, search.getAll(name));
  }
  return out;
}

export function parsePath(op: OperationMeta, raw: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    let decoded = value;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      // keep it raw; validation reports it
    }
    out[name] = coerceParam(
      op.params.find((p) => p.in === 'path' && p.name === name),
      [decoded],
    );
  }
  return out;
}

export interface ValidatedInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Validates path, query and body together, so one 400 lists every field at fault. */
export function validateInput(op: OperationMeta, input: ValidatedInput): void {
  const errors: FieldError[] = [];
  const check = (part: 'path' | 'query' | 'body', value: unknown) => {
    const validate = validatorFor(`${op.operationId}__${part}`);
    if (validate && !validate(value)) errors.push(...toFieldErrors(part, validate.errors, '', value));
  };
  check('path', input.params);
  check('query', input.query);
  // A string is a text body (text/csv): the capability parses it; JSON bodies are never bare strings (strict JSON).
  if (input.body !== undefined && typeof input.body !== 'string') check('body', input.body);
  if (errors.length) throw invalid(errors);
}

// Request input: strings from the URL coerced per the contract's parameter types, then every part validated by
// the validators generated from openapi.yaml. Ajv's errors become field errors that name the field.
import type { ErrorObject, ValidateFunction } from 'ajv';
import * as validators from '../../generated/validators';
import { invalid, type FieldError } from '../errors';
import type { OperationMeta, ParamMeta } from './operation-meta';

const table = validators as unknown as Record<string, ValidateFunction | undefined>;
export const validatorFor = (name: string): ValidateFunction | undefined => table[name];

const coerceScalar = (kind: string | undefined, raw: string): unknown => {
  if (kind === 'integer' && /^-?\d+$/.test(raw)) return Number(raw);
  if (kind === 'number' && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  if (kind === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw; // left as a string: validation reports the wrong type
};

function coerceParam(meta: ParamMeta | undefined, values: string[]): unknown {
  if (!meta) return values.length === 1 ? values[0] : values; // unknown parameter: validation refuses it by name
  if (meta.kind === 'array') {
    const items = meta.explode === false ? values.flatMap((v) => v.split(',')) : values;
    return items.map((v) => coerceScalar(meta.items, v));
  }
  if (values.length > 1) return values; // a scalar given twice: validation reports the wrong type
  return coerceScalar(meta.kind, values[0]);
}

export function parseQuery(op: OperationMeta, search: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of new Set(search.keys())) {
    const meta = op.params.find((p) => p.in === 'query' && p.name === name);
    out[name] = coerceParam(meta, search.getAll(name));
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
    out[name] = coerceParam(op.params.find((p) => p.in === 'path' && p.name === name), [decoded]);
  }
  return out;
}

/** `/config/options/0/label` -> `config.options[0].label` */
export function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

const join = (base: string, child: string): string => (base ? `${base}.${child}` : child);

export function toFieldErrors(where: FieldError['in'], errors: ErrorObject[] | null | undefined, prefix = ''): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors ?? []) {
    let name = join(prefix, fieldName(e.instancePath));
    let message = e.message ?? 'is invalid';
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'required') {
      name = join(name, String(params.missingProperty));
      message = 'is required';
    } else if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
      name = join(name, String(params.additionalProperty ?? params.unevaluatedProperty));
      message = 'is not a known field';
    } else if (e.keyword === 'discriminator') {
      name = join(name, String(params.tag));
      message = params.error === 'mapping' ? `'${String(params.tagValue)}' is not one of the known values` : 'is required';
    } else if (e.keyword === 'enum') {
      message = `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    } else if (e.keyword === 'oneOf' || e.keyword === 'anyOf') {
      message = 'does not match any of the allowed forms';
    } else if (e.keyword === 'minProperties' || e.keyword === 'maxProperties') {
      message = e.keyword === 'minProperties' ? 'must not be empty' : 'must have exactly one of its fields';
    }
    const key = `${name}\u0000${message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ in: where, name: name || '(body)', message });
    }
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
    if (validate && !validate(value)) errors.push(...toFieldErrors(part, validate.errors));
  };
  check('path', input.params);
  check('query', input.query);
  if (input.body !== undefined) check('body', input.body);
  if (errors.length) throw invalid(errors);
}

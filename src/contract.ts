// The contract as the code reads it: the schema types generated from openapi.yaml and the validators generated from
// it, with Ajv's errors turned into field errors. Capabilities and the http layer both take contract types from here.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { components } from '../generated/openapi';
import * as validators from '../generated/validators';
import type { FieldError } from './errors';

export type Schemas = components['schemas'];

const table = validators as unknown as Record<string, ValidateFunction | undefined>;
export const validatorFor = (name: string): ValidateFunction | undefined => table[name];

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

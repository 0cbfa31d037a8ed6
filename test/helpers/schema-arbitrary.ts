// fast-check arbitraries derived from the contract's JSON Schemas (generated/openapi.json): values that keep to a
// schema but sit where bugs live (boundary lengths and sizes, unicode, empty arrays, nulls where allowed, optional
// fields left out), and values that break it in one place (a required field missing, an unknown field, a wrong type,
// a string past its maximum, a number out of range). Formats and patterns get values known to match.
import fc from 'fast-check';
import doc from '../../generated/openapi.json';

export type Schema = Record<string, any>;
const MAX_DEPTH = 6;
/** Longest string generated where the schema allows more (a few at the very maximum are added below). */
const LONG = 80;

export function resolve(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 20; i++) {
    s = (s.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, part: string) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc as any);
  }
  if (!s.allOf) return s;
  // allOf: one object of every part's properties and requirements (the contract uses it for extension only).
  const parts = [s, ...s.allOf.map(resolve)];
  return {
    ...s,
    allOf: undefined,
    type: parts.find((p) => p.type)?.type ?? 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: [...new Set(parts.flatMap((p) => p.required ?? []))],
  };
}

const UNICODE = ['é', 'ß', '中', '🙂', 'ـ', 'ا', '\u0301', ' ', '\u200b', 'A'];
const unicodeString = (min: number, max: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, Math.min(max, LONG)) }),
    fc
      .array(fc.constantFrom(...UNICODE), { minLength: Math.max(min, 1), maxLength: Math.max(min, Math.min(max, 20)) })
      .map((a) => a.join('')),
    fc.constant('x'.repeat(Math.max(min, Math.min(max, 5000)))),
  );

function formatted(format: string | undefined, s: Schema): fc.Arbitrary<string> | null {
  switch (format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.constantFrom('a@example.com', 'Ünïcødé.Name+tag@example.co.uk', 'x@y.io');
    case 'uri':
      return fc.constantFrom('https://example.com/a?b=1#c', 'https://93.184.216.34/hook', 'http://localhost:3000/x');
    default:
      return s.pattern ? (typeof s.example === 'string' ? fc.constant(s.example) : null) : null;
  }
}

/** Values that keep to `schema`, biased towards its edges. */
export function valid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
  const variants = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (variants) return fc.oneof(...variants.map((v) => valid(v, depth + 1)));
  const types: string[] = Array.isArray(s.type)
    ? s.type
    : s.type
      ? [s.type]
      : s.properties
        ? ['object']
        : ['string', 'number', 'boolean', 'null'];
  const options = types.map((t) => one(t, s, depth));
  return options.length === 1 ? options[0] : fc.oneof(...options);
}

function one(type: string, s: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000_000);
      return fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }));
    }
    case 'number': {
      const min = s.minimum ?? -1e9;
      const max = s.maximum ?? 1e12;
      return fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'string': {
      const f = formatted(s.format, s);
      if (f) return f;
      if (s.pattern) return fc.constant(typeof s.example === 'string' ? s.example : 'x');
      return unicodeString(s.minLength ?? 0, s.maxLength ?? 1000);
    }
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const min = s.minItems ?? 0;
      return fc.array(valid(s.items, depth + 1), { minLength: min, maxLength: Math.max(min, Math.min(s.maxItems ?? 5, 5)) });
    }
    default: {
      if (depth >= MAX_DEPTH) return fc.constant({});
      const props: Record<string, Schema> = s.properties ?? {};
      const required = new Set<string>(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = valid(v, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
    }
  }
}

/** Something that is certainly not of `type`. */
const notOf = (type: unknown): fc.Arbitrary<unknown> =>
  fc.constantFrom<unknown>(
    ...[42, 'text', true, [], { nested: 1 }, -1.5].filter((v) => typeof v !== type && !(type === 'array' && Array.isArray(v))),
  );

/** Values that break `schema` in one place (for an object: one of its fields, or the object itself). */
export function invalid(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  const out: fc.Arbitrary<unknown>[] = [notOf(type ?? 'object')];
  if (s.enum) out.push(fc.constant('not-one-of-them'));
  if (type === 'string' && s.maxLength) out.push(fc.constant('y'.repeat(s.maxLength + 1)));
  if (type === 'string' && s.minLength) out.push(fc.constant(''));
  if ((type === 'integer' || type === 'number') && s.maximum !== undefined) out.push(fc.constant(s.maximum + 1));
  if ((type === 'integer' || type === 'number') && s.minimum !== undefined) out.push(fc.constant(s.minimum - 1));
  if (type === 'integer') out.push(fc.constant(1.5));
  if (type === 'array' && s.maxItems) out.push(fc.constant(Array.from({ length: s.maxItems + 1 }, () => null)));
  if (type === 'object' || s.properties) {
    const props = Object.keys(s.properties ?? {});
    const base = valid(s) as fc.Arbitrary<Record<string, unknown>>;
    const required: string[] = s.required ?? [];
    if (required.length)
      out.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([o, k]) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k))),
      );
    if (s.additionalProperties === false || s.unevaluatedProperties === false) out.push(base.map((o) => ({ ...o, fw_unknown_field: 1 })));
    if (props.length) {
      out.push(
        fc
          .constantFrom(...props)
          .chain((k) => fc.tuple(base, fc.constant(k), invalid(s.properties[k])))
          .map(([o, k, bad]) => ({ ...o, [k]: bad })),
      );
    }
  }
  return fc.oneof(...out);
}

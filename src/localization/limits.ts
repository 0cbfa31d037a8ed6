// The longest text each translation key may hold: its source field's own limit, read from the contract (the one place
// it is written), so a translation can never store what the field itself refuses (docs/design/localization.md,
// "Limits"). Keys are those of ./texts.ts; a question's config is looked up in the schema of its type's config.
import fs from 'node:fs';
import { CONTRACT_JSON } from '../paths';

type Schema = {
  $ref?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

let schemas: Record<string, Schema> | undefined;
const named = (name: string): Schema | undefined => {
  schemas ??= (JSON.parse(fs.readFileSync(CONTRACT_JSON, 'utf8')) as { components: { schemas: Record<string, Schema> } }).components
    .schemas;
  return schemas[name];
};
const resolve = (s: Schema | undefined): Schema | undefined => (s?.$ref ? resolve(named(s.$ref.split('/').pop()!)) : s);

/** The schemas a step down `name` can reach (properties, merged parts, a map's values). */
function child(s: Schema | undefined, name: string): Schema[] {
  const here = resolve(s);
  if (!here) return [];
  const parts = [...(here.allOf ?? []), ...(here.oneOf ?? []), ...(here.anyOf ?? [])].flatMap((p) => child(p, name));
  const own = here.properties?.[name] ?? (typeof here.additionalProperties === 'object' ? here.additionalProperties : undefined);
  return own ? [own, ...parts] : parts;
}

/** The first maxLength found along the path (a list's items are addressed by id or position). */
function limitAt(root: string, path: string[]): number | undefined {
  let at: Schema[] = [named(root) ?? {}];
  for (const step of path) {
    const next = at.flatMap((s) => {
      const r = resolve(s);
      return r?.items ? [r.items] : child(r, step);
    });
    at = next;
  }
  const found = at.map((s) => resolve(s)?.maxLength).filter((n): n is number => typeof n === 'number');
  return found.length ? Math.min(...found) : undefined;
}

const pascal = (type: string) => type.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** The limit of a text key, given the type of each question by id; undefined when the contract names none. */
export function sourceLimit(key: string, typeOf: (questionId: string) => string | undefined): number | undefined {
  // An arm's text has the limit of the question's text it rewords.
  if (key.startsWith('arm.')) return sourceLimit(key.split('.').slice(2).join('.'), typeOf);
  const [scope, ...rest] = key.split('.');
  if (scope === 'survey') return limitAt('CreateSurveyRequest', rest);
  if (scope !== 'question' || rest.length < 2) return undefined;
  const [id, field, ...path] = rest;
  if (field === 'config') {
    const type = typeOf(id);
    return type ? limitAt(`${pascal(type)}Config`, path) : undefined;
  }
  if (field === 'probes') return limitAt('CreateProbeRequest', path.slice(1));
  return limitAt('QuestionCommon', [field]);
}

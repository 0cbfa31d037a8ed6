// A question's config: its shape comes from the contract (generated validators, defaults applied); the rules a
// schema cannot say (unique option ids, ordered ranges, answers that must be among the options) are checked here.
import type { FieldError } from '../errors';
import { toFieldErrors, validatorFor } from '../contract';

type Config = Record<string, unknown>;
type Item = { id: string };

const LIST_FIELDS = ['options', 'rows', 'columns', 'cards', 'categories'] as const;

function uniqueIds(config: Config, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of LIST_FIELDS) {
    const items = config[field] as Item[] | undefined;
    if (!Array.isArray(items)) continue;
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.id)) errors.push({ in: 'body', name: `${prefix}.${field}[${i}].id`, message: `repeats the id '${item.id}'` });
      seen.add(item.id);
    });
  }
  return errors;
}

const rangeError = (prefix: string, low: string, high: string, c: Config): FieldError[] =>
  typeof c[low] === typeof c[high] && c[low] !== undefined && (c[low] as number | string) >= (c[high] as number | string)
    ? [{ in: 'body', name: `${prefix}.${high}`, message: `must be greater than ${low}` }]
    : [];

function typeRules(type: string, c: Config, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  const options = (c.options as Item[] | undefined) ?? [];
  switch (type) {
    case 'slider':
    case 'number':
      errors.push(...rangeError(prefix, 'min', 'max', c));
      break;
    case 'date':
      errors.push(...rangeError(prefix, 'minDate', 'maxDate', c));
      break;
    case 'likert':
      if (Array.isArray(c.labels) && c.labels.length !== c.points) {
        errors.push({ in: 'body', name: `${prefix}.labels`, message: `must have exactly ${String(c.points)} labels, one per point` });
      }
      break;
    case 'multiple_choice': {
      const min = c.minSelections as number | undefined;
      const max = c.maxSelections as number | undefined;
      if (max !== undefined && max > options.length)
        errors.push({ in: 'body', name: `${prefix}.maxSelections`, message: 'must not exceed the number of options' });
      if (min !== undefined && min > (max ?? options.length))
        errors.push({ in: 'body', name: `${prefix}.minSelections`, message: 'must not exceed maxSelections or the number of options' });
      break;
    }
    case 'maxdiff':
      if ((c.itemsPerSet as number) > options.length)
        errors.push({ in: 'body', name: `${prefix}.itemsPerSet`, message: 'must not exceed the number of options' });
      break;
    case 'attention_check':
      if (!options.some((o) => o.id === c.expectedOptionId))
        errors.push({ in: 'body', name: `${prefix}.expectedOptionId`, message: 'must be the id of one of the options' });
      break;
  }
  return errors;
}

/** Validates (and fills defaults into) `config` for `type`; returns the field errors, named from `prefix`. */
export function checkConfig(type: string, config: unknown, prefix = 'config'): FieldError[] {
  const validate = validatorFor(`config__${type}`);
  if (!validate) return [{ in: 'body', name: 'type', message: `'${type}' is not a question type` }];
  if (!validate(config)) return toFieldErrors('body', validate.errors, prefix, config);
  const c = config as Config;
  return [...uniqueIds(c, prefix), ...typeRules(type, c, prefix)];
}

// Reads an answer back from the hosted page's form (the input names of fields.ts): the value the respondent API
// would take for the question's type, `undefined` when nothing was given, or a problem the form alone shows.
import type { MessageId } from './catalogue';
import type { QuestionType } from '../questions/table';
import type { Config } from '../questions/answer-checks';

export type Form = Record<string, string | string[] | undefined>;

const all = (f: Form, name: string): string[] => {
  const v = f[name];
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x) => x !== '');
};
const one = (f: Form, name: string): string | undefined => all(f, name)[0];

/** Fields named `<prefix><key>` with a value, as [key, values]. */
const prefixed = (f: Form, prefix: string): [string, string[]][] =>
  Object.keys(f)
    .filter((k) => k.startsWith(prefix))
    .map((k): [string, string[]] => [k.slice(prefix.length), all(f, k)])
    .filter(([, v]) => v.length > 0);

const number = (s: string | undefined): number | undefined => (s === undefined || s.trim() === '' ? undefined : Number(s));

export interface Read {
  value: unknown;
  /** The page's words for it (src/hosted/catalogue.ts). */
  problem?: MessageId;
}

function chosen(f: Form, id: string): unknown {
  return id === '__other' ? { other: one(f, 'other') ?? '' } : id;
}

export function readAnswer(type: QuestionType, c: Config, f: Form): Read {
  switch (type) {
    case 'welcome_screen':
    case 'thank_you_screen':
    case 'statement':
      return { value: undefined };
    case 'single_choice':
    case 'dropdown':
    case 'attention_check':
    case 'yes_no': {
      const v = one(f, 'value');
      return { value: v === undefined ? undefined : chosen(f, v) };
    }
    case 'image_choice':
    case 'multiple_choice': {
      const v = all(f, 'value');
      if (type === 'image_choice' && c.multiple !== true) return { value: v[0] };
      return { value: v.length ? v.map((id) => chosen(f, id)) : undefined };
    }
    case 'likert':
    case 'nps':
    case 'stars':
    case 'slider':
    case 'opinion_scale':
    case 'semantic_differential':
    case 'csat':
    case 'ces':
    case 'emoji_rating':
    case 'number': {
      const v = number(one(f, 'value'));
      return v !== undefined && !Number.isFinite(v) ? { value: undefined, problem: 'enterNumber' } : { value: v };
    }
    case 'matrix_single':
    case 'matrix_multiple': {
      const rows = prefixed(f, 'row.');
      if (!rows.length) return { value: undefined };
      return { value: Object.fromEntries(rows.map(([row, v]) => [row, type === 'matrix_single' ? v[0] : v])) };
    }
    case 'matrix_text': {
      const value: Record<string, Record<string, string>> = {};
      for (const [key, v] of prefixed(f, 'cell.')) {
        const dot = key.indexOf('.');
        const row = key.slice(0, dot);
        (value[row] ??= {})[key.slice(dot + 1)] = v[0];
      }
      return { value: Object.keys(value).length ? value : undefined };
    }
    case 'ranking': {
      const ranked = prefixed(f, 'rank.').map(([id, v]) => [id, Number(v[0])] as const);
      if (!ranked.length) return { value: undefined };
      if (new Set(ranked.map(([, r]) => r)).size !== ranked.length) return { value: undefined, problem: 'rankOnce' };
      return { value: [...ranked].sort((a, b) => a[1] - b[1]).map(([id]) => id) };
    }
    case 'constant_sum': {
      const amounts = prefixed(f, 'amount.').map(([id, v]) => [id, Number(v[0])] as const);
      if (amounts.some(([, n]) => !Number.isFinite(n))) return { value: undefined, problem: 'numbersOnly' };
      return { value: amounts.length ? Object.fromEntries(amounts) : undefined };
    }
    case 'maxdiff': {
      const best = one(f, 'best');
      const worst = one(f, 'worst');
      if (!best && !worst) return { value: undefined };
      return best && worst ? { value: [{ best, worst }] } : { value: undefined, problem: 'oneOfEach' };
    }
    case 'card_sort': {
      const cards = prefixed(f, 'card.');
      return { value: cards.length ? Object.fromEntries(cards.map(([card, v]) => [card, v[0]])) : undefined };
    }
    case 'contact_info':
    case 'address': {
      const fields = prefixed(f, 'field.');
      return { value: fields.length ? Object.fromEntries(fields.map(([k, v]) => [k, v[0]])) : undefined };
    }
    case 'file_upload': {
      const v = all(f, 'value');
      return { value: v.length ? v : undefined };
    }
    case 'consent':
      return { value: one(f, 'value') === 'yes' ? true : undefined };
    case 'short_text':
    case 'long_text':
    case 'email':
    case 'phone':
    case 'url':
    case 'date':
    case 'time':
    case 'signature':
      return { value: one(f, 'value') };
  }
}

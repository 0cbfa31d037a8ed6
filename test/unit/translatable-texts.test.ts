// The texts a respondent reads, under stable keys (docs/design/localization.md): every string a question type's config
// can hold (walked from the contract, all 38 types) is classified as a text to translate or as not a text, so a new
// label cannot ship untranslatable; and a survey's keys name ids, never positions.
import contract from '../../generated/openapi.json';
import { isTextField, LABELLED_LISTS, NOT_TEXT_FIELDS, surveyTexts } from '../../src/localization/texts';
import { canonicalTag, direction, languageName } from '../../src/localization/languages';

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
const schemas = (contract as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;

/** Every string leaf of a config schema: [path, its name, the list it is an item of]. Logic is not text. */
function strings(schema: Schema, path: string, list: string | null, seen: Set<string>, out: [string, string, string | null][]) {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return;
    return strings(schemas[name], path, list, new Set([...seen, name]), out);
  }
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const) for (const s of schema[k] ?? []) strings(s, path, list, seen, out);
  for (const [name, s] of Object.entries(schema.properties ?? {})) {
    if (name === 'logic') continue;
    const types = [s.type ?? schemas[s.$ref?.split('/').pop() ?? '']?.type].flat();
    if (types.includes('array') || s.items) strings(s.items ?? {}, `${path}.${name}[]`, name, seen, out);
    else strings(s, `${path}.${name}`, list, seen, out);
    const leaf = s.$ref ? schemas[s.$ref.split('/').pop()!] : s;
    if ([leaf.type].flat().includes('string') && !leaf.enum && leaf.format !== 'uuid') out.push([`${path}.${name}`, name, list]);
  }
  if (schema.items) strings(schema.items, `${path}[]`, list, seen, out);
}

it("classifies every string of every question type's config as a text or not", () => {
  const configs = Object.keys(schemas).filter((n) => n.endsWith('Config') && n !== 'QuestionConfig');
  expect(configs.length).toBeGreaterThanOrEqual(38);
  const unclassified: string[] = [];
  let texts = 0;
  for (const name of configs) {
    const found: [string, string, string | null][] = [];
    strings(schemas[name], name, null, new Set([name]), found);
    for (const [path, field, list] of found) {
      const labelled = list !== null && LABELLED_LISTS.has(list) && (field === 'label' || field === 'id');
      if (isTextField(field) || labelled) texts++;
      else if (!NOT_TEXT_FIELDS.has(field)) unclassified.push(path);
    }
  }
  expect(unclassified).toEqual([]);
  expect(texts).toBeGreaterThan(30);
});

it("keys a survey's texts by ids: titles, messages, labels, scale labels, probes; empty texts are not counted", () => {
  const texts = surveyTexts({ title: 'Customers', description: '', messages: JSON.stringify({ thankYou: 'Thanks!', closed: '' }) }, [
    {
      id: 'q1',
      title: 'Which plan?',
      description: null,
      config: JSON.stringify({
        options: [
          { id: 'free', label: 'Free' },
          { id: 'pro', label: 'Pro' },
        ],
        allowOther: true,
        otherLabel: 'Something else',
      }),
      probes: JSON.stringify([{ id: 'p1', text: 'Why that one?' }]),
    },
    {
      id: 'q2',
      title: 'How easy?',
      description: 'Be honest',
      config: JSON.stringify({ labels: ['Hard', 'Easy'], redirectUrl: 'https://x.example' }),
      probes: '[]',
    },
  ]);
  expect(Object.fromEntries(texts)).toEqual({
    'survey.title': 'Customers',
    'survey.messages.thankYou': 'Thanks!',
    'question.q1.title': 'Which plan?',
    'question.q1.config.options.free.label': 'Free',
    'question.q1.config.options.pro.label': 'Pro',
    'question.q1.config.otherLabel': 'Something else',
    'question.q1.probes.p1.text': 'Why that one?',
    'question.q2.title': 'How easy?',
    'question.q2.description': 'Be honest',
    'question.q2.config.labels.0': 'Hard',
    'question.q2.config.labels.1': 'Easy',
  });
});

it.each([
  ['EN-gb', 'en-GB', 'British English', 'ltr'],
  ['de-at', 'de-AT', 'Austrian German', 'ltr'],
  ['ar', 'ar', 'Arabic', 'rtl'],
  ['he', 'he', 'Hebrew', 'rtl'],
  ['fa', 'fa', 'Persian', 'rtl'],
  ['ur', 'ur', 'Urdu', 'rtl'],
  ['zh-hant-tw', 'zh-Hant-TW', 'Chinese (Traditional, Taiwan)', 'ltr'],
  ['ja', 'ja', 'Japanese', 'ltr'],
])('canonicalises %s as %s, named %s, written %s', (given, tag, name, dir) => {
  expect(canonicalTag(given)).toBe(tag);
  expect(languageName(tag)).toBe(name);
  expect(direction(tag)).toBe(dir);
});

it.each(['', 'e', 'english!', 'en_US', 'x'.repeat(40), '123'])('refuses %p as a language tag', (given) => {
  expect(canonicalTag(given)).toBeNull();
});

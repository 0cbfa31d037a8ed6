// The hosted page's own words (src/hosted/catalogue.ts): every language has every message, each parses and formats
// as ICU MessageFormat, plurals follow each language's CLDR rules, and a page in a language the catalogue lacks
// takes the nearest by RFC 4647 lookup, else English.
import { CATALOGUES, PAGE_LOCALES, pageText, type MessageId } from '../../src/hosted/catalogue';

const VALUES = { done: 0.4, total: 100, max: 2, n: 1, problem: 'is not an option', name: 'Acme' };
const ids = Object.keys(CATALOGUES.en) as MessageId[];

it('speaks the ten languages the page promises', () => {
  expect(PAGE_LOCALES.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pt', 'zh']);
});

it.each(PAGE_LOCALES)('%s has every message, each formatting to words of its own', (locale) => {
  expect(Object.keys(CATALOGUES[locale]).sort()).toEqual([...ids].sort());
  const { t } = pageText(locale);
  for (const id of ids) {
    const out = t(id, VALUES);
    expect(out).not.toBe(id); // formatjs answers the id when a message is missing or broken
    expect(out).not.toMatch(/[{}]/);
  }
  // A message with a value keeps it; the page's words differ from English except where the languages agree.
  expect(t('sumHint', VALUES)).toMatch(/100/);
  if (locale !== 'en') expect(ids.filter((id) => t(id, VALUES) !== pageText('en').t(id, VALUES)).length).toBeGreaterThan(ids.length * 0.8);
});

it('counts by each language’s plural rules', () => {
  const ar = (max: number) => pageText('ar').t('charLimit', { max });
  expect([0, 1, 2, 3, 11, 100].map(ar)).toEqual([
    'لا أحرف كحدّ أقصى.',
    'حرف واحد كحدّ أقصى.',
    'حرفان كحدّ أقصى.',
    '3 أحرف كحدّ أقصى.',
    '11 حرفًا كحدّ أقصى.',
    '100 حرف كحدّ أقصى.',
  ]);
  expect([1, 2].map((max) => pageText('en').t('charLimit', { max }))).toEqual(['Up to 1 character.', 'Up to 2 characters.']);
  expect(pageText('de').t('progressDone', { done: 0.4 })).toBe('40\u00a0% erledigt');
});

it.each([
  ['de-AT', 'de'],
  ['zh-Hant-TW', 'zh'],
  ['pt-BR', 'pt'],
  ['sv', 'en'],
  ['ar-EG', 'ar'],
])('a page in %s speaks the catalogue %s', (tag, locale) => {
  expect(pageText(tag).locale).toBe(locale);
});

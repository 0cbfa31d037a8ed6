// Placeholders (src/piping/placeholders.ts): found in one pass, filled with a value, else the fallback, else nothing.
import { fill, scan } from '../../src/piping/placeholders';
import { answerText } from '../../src/piping/fill';

it('finds placeholders with their fallbacks and positions, and reports what is not one', () => {
  const { found, bad } = scan('Hi {{hidden:name|there}}, {{answer:q1}} {{nope}} {{answer:}}');
  expect(found.map((p) => [p.kind, p.ref, p.fallback, p.start])).toEqual([
    ['hidden', 'name', 'there', 3],
    ['answer', 'q1', null, 26],
  ]);
  expect(bad.map((b) => b.position)).toEqual([40, 49]);
  expect(scan('a {{answer:q1').bad).toEqual([{ position: 2, message: 'opens a placeholder with {{ that no }} closes' }]);
  expect(scan('no placeholders { here }').found).toEqual([]);
});

it('fills a value, else the fallback, else nothing, and leaves the rest of the text as it is', () => {
  const values: Record<string, string | null> = { name: 'Ada', empty: '' };
  const value = (p: { ref: string }) => values[p.ref] ?? null;
  expect(fill('Hi {{hidden:name|there}}!', value)).toBe('Hi Ada!');
  expect(fill('Hi {{hidden:empty|there}}!', value)).toBe('Hi there!');
  expect(fill('Hi {{hidden:missing}}!', value)).toBe('Hi !');
  expect(fill('{{oops}} stays', value)).toBe('{{oops}} stays');
  // Many openings without a close: one pass, the text unchanged.
  const many = '{{'.repeat(50_000);
  expect(fill(many, value)).toBe(many);
});

it('says an answer as a respondent reads it', () => {
  const choice = {
    type: 'multiple_choice',
    config: {
      options: [
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta' },
      ],
    },
  };
  expect(answerText(choice, 'a', 'en')).toBe('Alpha');
  expect(answerText(choice, ['a', 'b', { other: 'Gamma' }], 'en')).toBe('Alpha, Beta, and Gamma');
  expect(answerText(choice, ['a', 'b'], 'de')).toBe('Alpha und Beta');
  expect(answerText(undefined, 1234.5, 'de')).toBe('1.234,5');
  expect(answerText(undefined, 1234.5, 'not a language!')).toBe('1,234.5');
  expect(answerText({ type: 'yes_no', config: { yesLabel: 'Sure' } }, 'yes', 'en')).toBe('Sure');
  expect(answerText(undefined, { row: 'col' }, 'en')).toBeNull();
});

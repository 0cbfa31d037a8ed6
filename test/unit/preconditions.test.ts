// Entity tags and If-Match matching (src/http/preconditions.ts; RFC 9110 sections 8.8.3 and 13.1.1).
import { entityTag, ifMatchHolds } from '../../src/http/preconditions';

it('tags equal representations alike whatever the order of their keys, and leaves out the ignored fields', () => {
  const a = entityTag({ id: '1', name: 'x', settings: { b: 1, a: [1, { d: 2, c: 3 }] }, responseCount: 4 }, ['responseCount']);
  const b = entityTag({ settings: { a: [1, { c: 3, d: 2 }], b: 1 }, responseCount: 9, name: 'x', id: '1' }, ['responseCount']);
  expect(a).toBe(b);
  expect(a).toMatch(/^"[\w-]{27}"$/);
  expect(entityTag({ id: '1', name: 'y', settings: { b: 1, a: [1, { d: 2, c: 3 }] } }, [])).not.toBe(a);
  // An ignored name is left out only at the top: the same name deeper in is part of the representation.
  expect(entityTag({ s: { responseCount: 1 } }, ['responseCount'])).not.toBe(entityTag({ s: { responseCount: 2 } }, ['responseCount']));
});

it('matches `*`, any tag of a list, strongly only', () => {
  const tag = '"abc"';
  expect(ifMatchHolds('*', tag)).toBe(true);
  expect(ifMatchHolds('"abc"', tag)).toBe(true);
  expect(ifMatchHolds('"x" ,  "abc"', tag)).toBe(true);
  expect(ifMatchHolds('W/"abc"', tag)).toBe(false);
  expect(ifMatchHolds('abc', tag)).toBe(false);
  expect(ifMatchHolds('"abcd", "ab"', tag)).toBe(false);
});

// Inputs that make overlapping quantifiers retry: long runs of what they match, ending where they fail. Each is at
// most ADVERSARIAL_SIZE characters (the health check's limit), so one set serves the slow-pattern tests
// (test/security/slow-patterns.test.ts, every pattern over caller text) and the health check's benchmark
// (bench/health-check.ts, the same inputs over HTTP with /healthz measured meanwhile).
export const ADVERSARIAL_SIZE = 100_000;
const SIZE = ADVERSARIAL_SIZE;
const times = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n);

export const ADVERSARIAL: Record<string, string> = {
  'an open bracket of commas': `Is it ok(${','.repeat(SIZE - 9)}`,
  'a bracket of commas, closed': `Is it ok(${','.repeat(SIZE - 10)})`,
  'question marks': '?'.repeat(SIZE),
  'question marks, then a comma': `${'?'.repeat(SIZE - 3)} a,`,
  'a colon and commas with no "and"': `Pick: ${times(', x', SIZE - 6)}`,
  'spaces between separators': `What? a${' '.repeat(SIZE / 2)}${times(' ,', SIZE / 2 - 7)}`,
  'one long word': `a${'b'.repeat(SIZE - 1)}`,
  'one long word after a question word': `Is ${'b'.repeat(SIZE - 3)}`,
  'an address with no end': `a@${times('a.', SIZE - 3)} `,
  'digits separated by spaces, then a letter': `${times('1 ', SIZE - 1)}a`,
  'letters with no @': times('a', SIZE),
  'dots and at signs': times('.@', SIZE),
  'an address in spaces, with no end': `${' '.repeat(SIZE / 2)}a@${times('a-.', SIZE / 2 - 3)}!`,
  'a repeated phrase': times('bread and butter ', SIZE),
};

// The expression language of calculated variables (docs/design/variables.md, docs/design/variables.md): a table of expressions with the values they
// compute for one set of answers, a table of refused ones with the position of the fault, and hostile input.
import type { FlowQuestion } from '../../src/questionnaire/questionnaire';
import { ExpressionRefused } from '../../src/variables/ast';
import { checkDefinition, Program, type Definition } from '../../src/variables/program';
import { parseExpression } from '../../src/variables/parse';

const q = (id: string, type: FlowQuestion['type'], config: Record<string, unknown> = {}): FlowQuestion => ({
  id,
  type,
  title: id,
  description: null,
  required: false,
  position: 0,
  config,
});
const options = (...labels: string[]) => labels.map((label) => ({ id: label.toLowerCase(), label }));

const QUESTIONS: FlowQuestion[] = [
  q('nps', 'nps'),
  q('colour', 'single_choice', { options: options('Red', 'Green', 'Blue') }),
  q('fruit', 'multiple_choice', { options: options('Apple', 'Pear', 'Plum') }),
  q('name', 'short_text'),
  q('age', 'number'),
  q('agree', 'yes_no', { yesLabel: 'Sure', noLabel: 'Nope' }),
  q('l1', 'likert'),
  q('l2', 'likert'),
  q('l3', 'likert'),
  q('skipped', 'short_text'),
  q('grid', 'matrix_single', { rows: options('A'), columns: options('X') }),
  q('intro', 'statement'),
  q('ok', 'consent'),
  q('pet', 'single_choice', { options: options('Cat', 'Dog') }),
  q('zip', 'short_text'),
];
const ANSWERS = new Map<string, unknown>([
  ['nps', 9],
  ['colour', 'green'],
  ['fruit', ['apple', 'plum']],
  ['name', 'Ada Lovelace'],
  ['age', 36],
  ['agree', 'yes'],
  ['l1', 4],
  ['l2', 2],
  ['ok', true],
  ['pet', { other: 'Parrot' }],
  ['zip', '42'],
]);
// Other variables the expressions may read.
const BASE: Definition[] = [
  { name: 'promoter', type: 'boolean', expression: 'answer("nps") >= 9' },
  { name: 'score', type: 'number', expression: 'answer("l1") + answer("l2")' },
  { name: 'doubled', type: 'number', expression: 'score * 2' },
  { name: 'group', type: 'string', expression: 'if(promoter, "promoter", if(answer("nps") >= 7, "passive", "detractor"))' },
];

function value(expression: string): unknown {
  const type = 'string' as const;
  const program = Program.of([...BASE, { name: 'x', type, expression }], QUESTIONS);
  // Evaluated as a string variable would lose types: read the raw value through a probe of each declared type.
  for (const t of ['number', 'boolean', 'string'] as const) {
    const p = Program.of([...BASE, { name: 'x', type: t, expression }], QUESTIONS);
    if (!p.errorOf('x')) return p.run(ANSWERS).x;
  }
  return program.errorOf('x');
}

const GOOD: [string, unknown][] = [
  ['1 + 2 * 3', 7],
  ['(1 + 2) * 3', 9],
  ['10 / 4', 2.5],
  ['10 / 0', null],
  ['0 / 0', null],
  ['7 - 10', -3],
  ['-3 * -2', 6],
  ['- (2 + 3)', -5],
  ['1e3 + 0.5', 1000.5],
  ['2 * 3 - 4 / 2', 4],
  ['1 - 2 - 3', -4],
  ['8 / 2 / 2', 2],
  ['0.1 + 0.2', 0.1 + 0.2],
  ['1 + null', null],
  ['null * 3', null],
  ['answer("skipped")', null],
  ['answer("age") + 1', 37],
  ['answer("nps")', 9],
  ['answer("colour")', 'green'],
  ['label(answer("colour"))', 'Green'],
  ['label(answer("agree"))', 'Sure'],
  ['answer("agree") = "yes"', true],
  ['label(answer("fruit"))', 'Apple; Plum'],
  ['answer("pet")', 'Parrot'],
  ['label(answer("pet"))', 'Parrot'],
  ['answer("ok")', true],
  ['contains(answer("fruit"), "plum")', true],
  ['contains(answer("fruit"), "pear")', false],
  ['contains(answer("name"), "LOVE")', true],
  ['contains(answer("name"), "byron")', false],
  ['contains(answer("skipped"), "x")', null],
  ['len(answer("fruit"))', 2],
  ['len(answer("name"))', 12],
  ['len(answer("skipped"))', null],
  ['lower(answer("name"))', 'ada lovelace'],
  ['concat(answer("name"), " (", answer("age"), ")")', 'Ada Lovelace (36)'],
  ['concat("a", null, "b")', 'ab'],
  ['sum(answer("l1"), answer("l2"), answer("l3"))', 6],
  ['sum(answer("l3"))', 0],
  ['mean(answer("l1"), answer("l2"), answer("l3"))', 3],
  ['mean(answer("l3"))', null],
  ['min(answer("l1"), answer("l2"))', 2],
  ['max(answer("l1"), answer("l2"), 10)', 10],
  ['count(answer("l1"), answer("l2"), answer("l3"))', 2],
  ['count(answer("fruit"))', 2],
  ['round(2.5)', 3],
  ['round(-2.5)', -3],
  ['round(3.14159, 2)', 3.14],
  ['round(1.005, 2)', 1.01],
  ['abs(-4.5)', 4.5],
  ['coalesce(answer("l3"), answer("l2"), 0)', 2],
  ['coalesce(answer("l3"))', null],
  ['if(answer("nps") >= 9, "promoter", "other")', 'promoter'],
  ['if(null, 1, 2)', 2],
  ['if(answer("skipped") = "x", 1, 2)', 2],
  ['if(true, if(false, 1, 2), 3)', 2],
  ['1 < 2 and 2 < 3', true],
  ['1 > 2 or 2 > 3', false],
  ['not (1 = 1)', false],
  ['null = null', null],
  ['answer("skipped") != "x"', null],
  ['false and null', false],
  ['true or null', true],
  ['true and null', null],
  ['not null', null],
  ['"b" > "a"', true],
  ['\'single\' = "single"', true],
  ['"a\\"b"', 'a"b'],
  ['promoter', true],
  ['score', 6],
  ['doubled + 1', 13],
  ['group', 'promoter'],
  ['concat(group, ":", doubled)', 'promoter:12'],
];

/** A program of variables given as [name, type, expression], over QUESTIONS. */
const variables = (...defs: [string, 'string' | 'number' | 'boolean', string][]) =>
  Program.of(
    defs.map(([name, type, expression]) => ({ name, type, expression })),
    QUESTIONS,
  );

describe('expressions compute what docs/design/variables.md says', () => {
  it.each(GOOD)('%s', (expression, expected) => {
    expect(value(expression)).toEqual(expected);
  });

  it('has at least 60 cases', () => expect(GOOD.length).toBeGreaterThanOrEqual(60));

  it('stores a value as the declared type: a number as text, numeric text as a number, a mismatch as null', () => {
    const p = variables(
      ['a', 'string', 'answer("age")'],
      ['b', 'number', 'coalesce(answer("zip"), 0)'],
      ['c', 'number', 'coalesce(answer("name"), 0)'],
    );
    expect(p.run(ANSWERS)).toEqual({ a: '36', b: 42, c: null });
  });

  it('computes the NPS group of each kind of respondent', () => {
    const p = Program.of(BASE, QUESTIONS);
    const group = (nps: number | null) => p.run(new Map(nps === null ? [] : [['nps', nps]])).group;
    expect([10, 9, 8, 7, 6, 0, null].map(group)).toEqual([
      'promoter',
      'promoter',
      'passive',
      'passive',
      'detractor',
      'detractor',
      'detractor',
    ]);
  });
});

function refusal(expression: string, type: Definition['type'] = 'number', others = BASE): { position: number; message: string } {
  try {
    checkDefinition({ name: 'x', type, expression }, others, QUESTIONS);
  } catch (e) {
    if (e instanceof ExpressionRefused) return e.errors[0];
    throw e;
  }
  throw new Error(`${expression} was accepted`);
}

const BAD: [string, number, RegExp][] = [
  ['1 +', 3, /Expected/],
  ['(1 + 2', 6, /Expected/],
  ['1 + 2)', 5, /Expected/],
  ['', 0, /empty/],
  ['   ', 0, /empty/],
  ['1 ** 2', 3, /Expected/],
  ['"unterminated', 0, /Expected/],
  ['1 = 2 = 3', 6, /Expected/],
  ['sqrt(4)', 0, /unknown function sqrt/],
  ['1 + nope', 4, /unknown variable nope/],
  ['answer("missing")', 7, /no question "missing"/],
  ['answer(42)', 0, /question id written as a string/],
  ['answer("nps", "x")', 0, /takes 1 argument/],
  ['answer("grid")', 7, /matrix_single questions cannot be used/],
  ['answer("intro")', 7, /statement questions cannot be used/],
  ['label("red")', 0, /label\(\) takes an answer/],
  ['label(answer("name"))', 0, /no option labels/],
  ['round()', 0, /takes 1 to 2 arguments, not 0/],
  ['abs(1, 2)', 0, /takes 1 argument, not 2/],
  ['if(true, 1)', 0, /takes 3 arguments/],
  ['contains("a")', 0, /takes 2 arguments/],
  ['1 + "a"', 4, /must be a number, not string \(join strings with concat\(\)\)/],
  ['-"a"', 1, /operand of - must be number/],
  ['not 3', 4, /operand of not must be boolean/],
  ['1 < "a"', 0, /compares a number with a string/],
  ['true and 1', 9, /right operand of and must be boolean/],
  ['abs("a")', 4, /argument 1 of abs\(\) must be number/],
  ['len(3)', 4, /argument 1 of len\(\) must be string or a list/],
  ['sum', 0, /sum is a function/],
  ['"text"', 0, /gives string, but the variable's type is number/],
  ['answer("fruit")', 0, /gives a list, but the variable's type is number/],
  ['x + 1', 0, /cycle: x -> x/],
  ['1 +\n  @', 6, /Expected/],
];

describe('refused expressions name the position of the fault', () => {
  it.each(BAD)('%j at %d', (expression, position, message) => {
    const e = refusal(expression);
    expect(e.message).toMatch(message);
    expect(e.position).toBe(position);
  });

  it('has at least 30 cases', () => expect(BAD.length).toBeGreaterThanOrEqual(30));

  it('refuses a cycle through other variables, naming the path', () => {
    const others: Definition[] = [
      { name: 'a', type: 'number', expression: 'b + 1' },
      { name: 'b', type: 'number', expression: 'x * 2' },
    ];
    const e = refusal('1 + a', 'number', others);
    expect(e).toEqual({ position: 4, message: 'variables would read each other in a cycle: x -> a -> b -> x' });
  });

  it('a saved cycle (made possible by a later change) computes null with a reason instead of looping', () => {
    const p = variables(['a', 'number', 'b + 1'], ['b', 'number', 'a + 1'], ['c', 'number', '5']);
    expect(p.run(ANSWERS)).toEqual({ a: null, b: null, c: 5 });
    expect(p.errorOf('a')?.message).toMatch(/cycle/);
  });
});

describe('hostile input is refused or harmless', () => {
  it('refuses 10,000 nested parentheses before parsing, at the first level too deep', () => {
    const text = '('.repeat(10_000) + '1' + ')'.repeat(10_000);
    expect(() => parseExpression(text)).toThrow(ExpressionRefused);
  });

  it('refuses nesting past the limit even within the length limit', () => {
    const text = '('.repeat(40) + '1' + ')'.repeat(40);
    expect(refusal(text)).toEqual({ position: 32, message: 'nests deeper than 32 levels' });
  });

  it('refuses a 100 KB expression', () => {
    const text = '1 + '.repeat(25_000) + '1';
    expect(refusal(text).message).toMatch(/longer than 2000 characters/);
  });

  it.each(['constructor', '__proto__', 'process', 'toString', 'hasOwnProperty', 'eval'])('%s is an unknown name, not a way in', (name) => {
    expect(refusal(`${name} + 1`).message).toBe(`unknown variable ${name}`);
    expect(refusal(`${name}(1)`).message).toBe(`unknown function ${name}()`);
  });

  it('variables named like object internals compute as any other', () => {
    const p = variables(['constructor', 'number', '1'], ['process', 'number', 'constructor + 1']);
    const out = p.run(new Map());
    expect(out).toEqual({ constructor: 1, process: 2 });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('a long chain of unary operators within the length limit evaluates without exhausting the stack', () => {
    const text = '-'.repeat(1999) + '1';
    expect(() => Program.of([{ name: 'x', type: 'number', expression: text }], QUESTIONS).run(new Map())).not.toThrow();
    expect(Program.of([{ name: 'x', type: 'number', expression: text }], QUESTIONS).run(new Map()).x).toBe(-1);
  });

  it('doubling concatenation stays within the string limit', () => {
    const defs: Definition[] = [{ name: 'v0', type: 'string', expression: 'concat("abcdefghij", "abcdefghij")' }];
    for (let i = 1; i < 40; i++) defs.push({ name: `v${i}`, type: 'string', expression: `concat(v${i - 1}, v${i - 1})` });
    const out = Program.of(defs, QUESTIONS).run(new Map());
    expect((out.v39 as string).length).toBe(10_000);
  });
});

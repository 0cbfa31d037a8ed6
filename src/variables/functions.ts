// The functions of the expression language: arity, the static types they accept and give, and what they compute
// (docs/design/variables.md). `if`, `answer` and `label` are special forms the checker and the evaluator handle themselves:
// `if` evaluates one branch only, `answer` takes a question id written in the expression, `label` reads the
// option labels of the question its `answer(...)` names.
import { fits, isList, num, str, text, type StaticType, type Value } from './values';

export interface FunctionSpec {
  min: number;
  max: number;
  /** Static types each argument may have (the last entry repeats for variadic functions). */
  accepts: readonly (readonly StaticType[])[];
  returns: StaticType | ((args: StaticType[]) => StaticType);
  /** One line for the contract's table. */
  doc: string;
  call?: (args: Value[]) => Value;
}

const NUMERIC: readonly StaticType[] = ['number', 'list'];
const ANY: readonly StaticType[] = ['number', 'string', 'boolean', 'list'];

/** The numbers among the arguments, lists flattened, nulls and non-numbers skipped. */
function numbers(args: Value[]): number[] {
  const out: number[] = [];
  for (const a of args) {
    if (typeof a === 'number') out.push(a);
    else if (isList(a)) for (const x of a) if (typeof x === 'number') out.push(x);
  }
  return out;
}

/** A function of one or more numbers (lists flattened, nulls skipped); null when no number is left. */
function ofNumbers(doc: string, of: (n: number[]) => number | null): FunctionSpec {
  return {
    min: 1,
    max: 100,
    accepts: [NUMERIC],
    returns: 'number',
    doc,
    call: (args) => {
      const n = numbers(args);
      return n.length ? of(n) : null;
    },
  };
}

/** Rounds half away from zero at `digits` decimals (docs/design/variables.md). */
function roundHalfAway(x: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(Math.abs(x) * f + Number.EPSILON * Math.abs(x) * f) / f;
  return Math.sign(x) * r;
}

const same = (types: StaticType[]): StaticType => {
  const known = types.filter((t) => t !== 'null');
  return known.length && known.every((t) => t === known[0]) ? known[0] : known.length ? 'any' : 'null';
};

export const FUNCTIONS: Record<string, FunctionSpec> = {
  if: {
    min: 3,
    max: 3,
    accepts: [['boolean'], ANY, ANY],
    returns: (a) => same(a.slice(1)),
    doc: '`if(c, a, b)`: `a` when `c` is true, else `b` (also when `c` is null)',
  },
  answer: {
    min: 1,
    max: 1,
    accepts: [['string']],
    returns: 'any',
    doc: '`answer("<questionId>")`: the answer given (a choice: the option id; several choices: a list of ids); null when unanswered',
  },
  label: {
    min: 1,
    max: 1,
    accepts: [ANY],
    returns: 'any',
    doc: '`label(answer("<questionId>"))`: the chosen option\'s label (a list of labels for several)',
  },
  hidden: {
    min: 1,
    max: 1,
    accepts: [['string']],
    returns: 'string',
    doc: '`hidden("<name>")`: the value of the survey\'s hidden field (a string; null when the session arrived without one, and for a personal field)',
  },
  sum: {
    min: 1,
    max: 100,
    accepts: [NUMERIC],
    returns: 'number',
    doc: '`sum(x, ...)`: the sum of the numbers (lists flattened, nulls skipped); 0 when none',
    call: (args) => num(numbers(args).reduce((a, b) => a + b, 0)),
  },
  mean: ofNumbers('`mean(x, ...)`: the mean of the numbers, nulls skipped; null when none', (n) =>
    num(n.reduce((a, b) => a + b, 0) / n.length),
  ),
  min: ofNumbers('`min(x, ...)`: the smallest number, nulls skipped; null when none', (n) => Math.min(...n)),

  max: ofNumbers('`max(x, ...)`: the largest number, nulls skipped; null when none', (n) => Math.max(...n)),

  count: {
    min: 1,
    max: 100,
    accepts: [ANY],
    returns: 'number',
    doc: '`count(x, ...)`: how many arguments are not null (a list counts its items)',
    call: (args) => args.reduce<number>((n, a) => n + (a === null ? 0 : isList(a) ? a.length : 1), 0),
  },
  round: {
    min: 1,
    max: 2,
    accepts: [['number'], ['number']],
    returns: 'number',
    doc: '`round(x, d)`: `x` rounded half away from zero to `d` decimals (0 to 10; default 0)',
    call: ([x, d = 0]) => {
      if (typeof x !== 'number' || typeof d !== 'number') return null;
      const digits = Math.trunc(d);
      return digits < 0 || digits > 10 ? null : num(roundHalfAway(x, digits));
    },
  },
  abs: {
    min: 1,
    max: 1,
    accepts: [['number']],
    returns: 'number',
    doc: '`abs(x)`: the absolute value',
    call: ([x]) => (typeof x === 'number' ? Math.abs(x) : null),
  },
  len: {
    min: 1,
    max: 1,
    accepts: [['string', 'list']],
    returns: 'number',
    doc: '`len(x)`: the characters of a string, the items of a list; null for null',
    call: ([x]) => (typeof x === 'string' ? [...x].length : isList(x) ? x.length : null),
  },
  lower: {
    min: 1,
    max: 1,
    accepts: [['string']],
    returns: 'string',
    doc: '`lower(s)`: the string in lower case; null for null',
    call: ([x]) => (typeof x === 'string' ? x.toLowerCase() : null),
  },
  concat: {
    min: 1,
    max: 100,
    accepts: [ANY],
    returns: 'string',
    doc: `\`concat(x, ...)\`: the values as text, joined (null as empty; a list's items joined with "; ")`,
    call: (args) => str(args.map(text).join('')),
  },
  contains: {
    min: 2,
    max: 2,
    accepts: [
      ['string', 'list'],
      ['string', 'number'],
    ],
    returns: 'boolean',
    doc: '`contains(x, v)`: a string containing `v` (ignoring case), or a list (several choices) holding the option id `v`; null when `x` is null',
    call: ([hay, needle]) => {
      if (hay === null || needle === null) return null;
      if (isList(hay)) return hay.some((x) => x === needle);
      if (typeof hay === 'string') return hay.toLowerCase().includes(String(needle).toLowerCase());
      return null;
    },
  },
  coalesce: {
    min: 1,
    max: 100,
    accepts: [ANY],
    returns: same,
    doc: '`coalesce(x, ...)`: the first argument that is not null',
    call: (args) => args.find((a) => a !== null) ?? null,
  },
};

/** The static types argument `i` of `spec` accepts. */
export const accepted = (spec: FunctionSpec, i: number): readonly StaticType[] => spec.accepts[Math.min(i, spec.accepts.length - 1)];

export const acceptsType = (spec: FunctionSpec, i: number, t: StaticType): boolean => fits(t, accepted(spec, i));

/** The function called `name`, if the language has one (own keys only: `constructor` is not a function here). */
export const functionNamed = (name: string): FunctionSpec | undefined => (Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined);

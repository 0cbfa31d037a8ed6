// Evaluating a checked tree against one session's answers. Each node is visited once (`if` visits one branch), so
// the cost is bounded by the expression's size; a division by zero, a missing answer or a value of the wrong kind
// gives null, never an error (docs/design/variables.md). Names are looked up in Maps, never as object properties, so no name
// (`constructor`, `__proto__`) reaches anything but a variable.
import { hiddenKey } from '../hidden-fields/values';
import type { Node } from './ast';
import { functionNamed } from './functions';
import { isList, num, type Value } from './values';

export interface Env {
  /** The latest answer to each question (as stored), and the session's hidden field values under hiddenKey(name). */
  answers: ReadonlyMap<string, unknown>;
  /** Option labels per question (for `label`). */
  labels: (questionId: string) => ReadonlyMap<string, string> | null;
  /** Values of the variables computed before this one. */
  variables: ReadonlyMap<string, Value>;
}

/** An answer as an expression sees it: scalars as they are, lists of scalars as lists, "other" as its text. */
export function answerValue(v: unknown): Value {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') return num(v);
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map(answerValue).filter((x) => !isList(x));
  const other = (v as { other?: unknown }).other;
  return typeof other === 'string' ? other : null;
}

function labelOf(v: Value, labels: ReadonlyMap<string, string>): Value {
  if (typeof v === 'string') return labels.get(v) ?? v;
  if (isList(v)) return v.map((x) => labelOf(x, labels));
  return v;
}

const bool = (v: Value): boolean | null => (typeof v === 'boolean' ? v : null);

function equal(a: Value, b: Value): boolean {
  if (isList(a) || isList(b)) return isList(a) && isList(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  return a === b;
}

function compare(op: string, a: Value, b: Value): boolean | null {
  if (a === null || b === null) return null;
  if (op === '=') return equal(a, b);
  if (op === '!=') return !equal(a, b);
  if (typeof a !== typeof b || (typeof a !== 'number' && typeof a !== 'string')) return null;
  const x = a as number | string;
  const y = b as number | string;
  return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
}

function arithmetic(op: string, a: Value, b: Value): number | null {
  if (typeof a !== 'number' || typeof b !== 'number') return null;
  switch (op) {
    case '+':
      return num(a + b);
    case '-':
      return num(a - b);
    case '*':
      return num(a * b);
    default:
      return b === 0 ? null : num(a / b);
  }
}

export function evaluate(node: Node, env: Env): Value {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'name':
      return env.variables.get(node.name) ?? null;
    case 'unary': {
      const v = evaluate(node.arg, env);
      if (node.op === '-') return typeof v === 'number' ? num(-v) : null;
      const b = bool(v);
      return b === null ? null : !b;
    }
    case 'binary': {
      if (node.op === 'and' || node.op === 'or') {
        // Three-valued logic: false and x is false, true or x is true; otherwise a null operand makes null.
        const l = bool(evaluate(node.left, env));
        if (node.op === 'and' && l === false) return false;
        if (node.op === 'or' && l === true) return true;
        const r = bool(evaluate(node.right, env));
        if (node.op === 'and') return r === false ? false : l === null || r === null ? null : true;
        return r === true ? true : l === null || r === null ? null : false;
      }
      const l = evaluate(node.left, env);
      const r = evaluate(node.right, env);
      if (node.op === '+' || node.op === '-' || node.op === '*' || node.op === '/') return arithmetic(node.op, l, r);
      return compare(node.op, l, r);
    }
    case 'call': {
      if (node.name === 'if') return evaluate(node.args[0], env) === true ? evaluate(node.args[1], env) : evaluate(node.args[2], env);
      if (node.name === 'hidden')
        return (env.answers.get(hiddenKey(String((node.args[0] as { value: unknown }).value))) as string | undefined) ?? null;
      if (node.name === 'answer' || node.name === 'label') {
        const q = node.name === 'answer' ? node : (node.args[0] as typeof node);
        const id = String((q.args[0] as { value: unknown }).value);
        const value = answerValue(env.answers.get(id));
        if (node.name === 'answer') return value;
        const labels = env.labels(id);
        if (!labels) return value;
        // "Other" answers are the respondent's own text already; option ids become their labels.
        return labelOf(value, labels);
      }
      const spec = functionNamed(node.name);
      return spec?.call ? spec.call(node.args.map((a) => evaluate(a, env))) : null;
    }
  }
}

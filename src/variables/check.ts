// The checker: resolves every name and call of a tree against the survey (its questions and its other variables),
// checks arity and the static types of operands, and gives the type the expression computes. Everything it refuses
// carries the character offset of the node at fault. Reads of other variables are collected so the program
// (program.ts) can order the variables and refuse a cycle.
import type { Call, ExpressionError, Node } from './ast';
import { acceptsType, accepted, functionNamed } from './functions';
import { fits, type StaticType, type VariableType } from './values';

/** What an expression can know of a question: the type of its answer (null: not usable) and its option labels. */
export interface QuestionInfo {
  answer: StaticType | null;
  /** Option id -> label, for `label(...)`; null when the question has no labelled options. */
  labels: ReadonlyMap<string, string> | null;
  type: string;
}

export interface Scope {
  questions: ReadonlyMap<string, QuestionInfo>;
  variables: ReadonlyMap<string, StaticType>;
}

export interface Checked {
  type: StaticType;
  /** Other variables the expression reads, with where it first names each. */
  reads: Map<string, number>;
}

const ARITHMETIC = new Set(['+', '-', '*', '/']);
const ORDERING = new Set(['<', '<=', '>', '>=']);

const describe = (t: StaticType): string => (t === 'list' ? 'a list' : t === 'any' ? 'anything' : t);

/** A hidden field's name (the contract's HiddenFieldName). */
const HIDDEN_NAME = /^[a-z][a-z0-9_]{0,49}$/;

export function check(tree: Node, scope: Scope): { checked: Checked; errors: ExpressionError[] } {
  const errors: ExpressionError[] = [];
  const reads = new Map<string, number>();
  const fail = (position: number, message: string): StaticType => {
    errors.push({ position, message });
    return 'any';
  };
  const expect = (node: Node, t: StaticType, wanted: readonly StaticType[], what: string): void => {
    if (!fits(t, wanted)) fail(node.at[0], `${what} must be ${wanted.map(describe).join(' or ')}, not ${describe(t)}`);
  };

  function answerCall(node: Call): StaticType {
    const [arg] = node.args;
    if (node.args.length !== 1 || arg.kind !== 'literal' || typeof arg.value !== 'string') {
      return fail(node.at[0], 'answer() takes one question id written as a string: answer("<questionId>")');
    }
    const q = scope.questions.get(arg.value);
    if (!q) return fail(arg.at[0], `no question ${JSON.stringify(arg.value)} in this survey`);
    if (q.answer === null) return fail(arg.at[0], `answers to ${q.type} questions cannot be used in expressions`);
    return q.answer;
  }

  function hiddenCall(node: Call): StaticType {
    const [arg] = node.args;
    if (arg.kind !== 'literal' || typeof arg.value !== 'string' || !HIDDEN_NAME.test(arg.value)) {
      return fail(node.at[0], 'hidden() takes one hidden field name written as a string: hidden("<name>")');
    }
    return 'string';
  }

  function labelCall(node: Call): StaticType {
    const [arg] = node.args;
    if (node.args.length !== 1 || arg.kind !== 'call' || arg.name !== 'answer') {
      return fail(node.at[0], 'label() takes an answer: label(answer("<questionId>"))');
    }
    const t = answerCall(arg);
    const id = arg.args[0]?.kind === 'literal' ? String(arg.args[0].value) : '';
    const q = scope.questions.get(id);
    if (q && q.answer !== null && !q.labels) return fail(node.at[0], `${q.type} questions have no option labels`);
    return t === 'list' ? 'list' : t === 'any' ? 'any' : 'string';
  }

  function call(node: Call): StaticType {
    const spec = functionNamed(node.name);
    if (!spec) return fail(node.nameAt[0], `unknown function ${node.name}()`);
    if (node.args.length < spec.min || node.args.length > spec.max) {
      const n = spec.min === spec.max ? `${spec.min}` : spec.max >= 100 ? `at least ${spec.min}` : `${spec.min} to ${spec.max}`;
      return fail(
        node.nameAt[0],
        `${node.name}() takes ${n} argument${spec.min === 1 && spec.max === 1 ? '' : 's'}, not ${node.args.length}`,
      );
    }
    if (node.name === 'answer') return answerCall(node);
    if (node.name === 'label') return labelCall(node);
    if (node.name === 'hidden') return hiddenCall(node);
    const types = node.args.map((a, i) => {
      const t = visit(a);
      if (!acceptsType(spec, i, t)) expect(a, t, accepted(spec, i), `argument ${i + 1} of ${node.name}()`);
      return t;
    });
    return typeof spec.returns === 'function' ? spec.returns(types) : spec.returns;
  }

  function visit(node: Node): StaticType {
    switch (node.kind) {
      case 'literal':
        return node.value === null ? 'null' : (typeof node.value as StaticType);
      case 'name': {
        const type = scope.variables.get(node.name);
        if (!type) {
          if (functionNamed(node.name)) return fail(node.at[0], `${node.name} is a function: call it as ${node.name}(...)`);
          return fail(node.at[0], `unknown variable ${node.name}`);
        }
        if (!reads.has(node.name)) reads.set(node.name, node.at[0]);
        return type;
      }
      case 'call':
        return call(node);
      case 'unary': {
        const t = visit(node.arg);
        if (node.op === '-') {
          expect(node.arg, t, ['number'], 'the operand of -');
          return 'number';
        }
        expect(node.arg, t, ['boolean'], 'the operand of not');
        return 'boolean';
      }
      case 'binary': {
        const l = visit(node.left);
        const r = visit(node.right);
        if (ARITHMETIC.has(node.op)) {
          const hint = node.op === '+' && (l === 'string' || r === 'string') ? ' (join strings with concat())' : '';
          if (!fits(l, ['number'])) fail(node.left.at[0], `the left operand of ${node.op} must be a number, not ${describe(l)}${hint}`);
          if (!fits(r, ['number'])) fail(node.right.at[0], `the right operand of ${node.op} must be a number, not ${describe(r)}${hint}`);
          return 'number';
        }
        if (ORDERING.has(node.op)) {
          expect(node.left, l, ['number', 'string'], `the left operand of ${node.op}`);
          expect(node.right, r, ['number', 'string'], `the right operand of ${node.op}`);
          if (
            l !== 'any' &&
            r !== 'any' &&
            l !== 'null' &&
            r !== 'null' &&
            l !== r &&
            fits(l, ['number', 'string']) &&
            fits(r, ['number', 'string'])
          ) {
            fail(node.at[0], `${node.op} compares a ${l} with a ${r}`);
          }
          return 'boolean';
        }
        if (node.op === 'and' || node.op === 'or') {
          expect(node.left, l, ['boolean'], `the left operand of ${node.op}`);
          expect(node.right, r, ['boolean'], `the right operand of ${node.op}`);
        }
        return 'boolean';
      }
    }
  }

  const type = visit(tree);
  return { checked: { type, reads }, errors };
}

/** Whether an expression of static type `t` can be stored in a variable of type `declared`. */
export function checkDeclared(t: StaticType, declared: VariableType): ExpressionError | null {
  if (fits(t, [declared])) return null;
  // A number or a boolean reads as text; a list as its items joined.
  if (declared === 'string') return null;
  return { position: 0, message: `the expression gives ${describe(t)}, but the variable's type is ${declared}` };
}

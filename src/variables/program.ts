// A survey's variables as one program: each definition parsed and checked against the questionnaire, ordered so
// that a variable is computed after those it reads, and run once per session. Saving checks strictly (anything
// wrong is refused with its position); at completion a definition the questionnaire no longer fits (a question it
// read was deleted) computes null and says why on the variable (`error`).
import { isScreen, QUESTION_TYPES } from '../questions/registry';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import { ExpressionRefused, type ExpressionError, type Node } from './ast';
import { check, checkDeclared, type QuestionInfo } from './check';
import { evaluate } from './evaluate';
import { parseCached, parseExpression } from './parse';
import { asDeclared, type StaticType, type Value, type VariableType } from './values';

export interface Definition {
  name: string;
  /** The type values are stored as; null (a preview) keeps what the expression computes. */
  type: VariableType | null;
  expression: string;
}

interface Compiled extends Definition {
  tree: Node | null;
  error: ExpressionError | null;
  reads: Map<string, number>;
}

type Item = { id: string; label: string };
const labelsOf = (items: unknown): Map<string, string> => new Map(((items as Item[] | undefined) ?? []).map((o) => [o.id, o.label]));

/** What an expression can read of a question: the type of its answer and the labels of its options. */
export function questionInfo(q: FlowQuestion): QuestionInfo {
  const spec = QUESTION_TYPES[q.type];
  const c = q.config;
  const scalar = (): StaticType => (['scale', 'nps', 'number'].includes(spec.analytics.kind) ? 'number' : 'string');
  const byCells: Record<string, () => [StaticType | null, Map<string, string> | null]> = {
    choice: () => ['string', labelsOf(c.options)],
    choices: () => [q.type === 'image_choice' ? (c.multiple === true ? 'list' : 'string') : 'list', labelsOf(c.options)],
    yes_no: () => [
      'string',
      new Map([
        ['yes', String(c.yesLabel ?? 'Yes')],
        ['no', String(c.noLabel ?? 'No')],
      ]),
    ],
    consent: () => ['boolean', null],
    files: () => ['list', null],
    plain: () => [scalar(), null],
  };
  const [answer, labels] = isScreen(q.type) ? [null, null] : (byCells[spec.cells]?.() ?? [null, null]);
  return { answer, labels, type: q.type };
}

export class Program {
  private constructor(
    private readonly order: readonly Compiled[],
    private readonly labels: ReadonlyMap<string, ReadonlyMap<string, string> | null>,
  ) {}

  /** The variables' values for one session's latest answers, keyed by name, in a fresh object. */
  run(answers: ReadonlyMap<string, unknown>): Record<string, Value> {
    const values = new Map<string, Value>();
    const env = { answers, variables: values, labels: (id: string) => this.labels.get(id) ?? null };
    const out: Record<string, Value> = {};
    for (const v of this.order) {
      const value = v.tree ? (v.type ? asDeclared(evaluate(v.tree, env), v.type) : evaluate(v.tree, env)) : null;
      values.set(v.name, value);
      out[v.name] = value;
    }
    return out;
  }

  get size(): number {
    return this.order.length;
  }

  /** The other variables a variable's expression reads. */
  reads(name: string): ReadonlySet<string> {
    return new Set(this.order.find((v) => v.name === name)?.reads.keys() ?? []);
  }

  /** Why a variable computes null whatever the answers (null when it computes). */
  errorOf(name: string): ExpressionError | null {
    return this.order.find((v) => v.name === name)?.error ?? null;
  }

  /** Compiles every definition; one that does not check computes null. */
  static of(definitions: readonly Definition[], questions: readonly FlowQuestion[]): Program {
    const infos = new Map(questions.map((q) => [q.id, questionInfo(q)]));
    const types = new Map(definitions.map((d): [string, StaticType] => [d.name, d.type ?? 'any']));
    const compiled = definitions.map((d): Compiled => {
      try {
        const tree = parseCached(d.expression);
        const { checked, errors } = check(tree, { questions: infos, variables: types });
        const error = errors[0] ?? (d.type ? checkDeclared(checked.type, d.type) : null);
        return { ...d, tree: error ? null : tree, error, reads: checked.reads };
      } catch (e) {
        if (!(e instanceof ExpressionRefused)) throw e;
        return { ...d, tree: null, error: e.errors[0], reads: new Map() };
      }
    });
    const order = ordered(compiled);
    return new Program(order, new Map([...infos].map(([id, info]) => [id, info.labels])));
  }
}

/** Dependencies first; a variable on a cycle gets an error and computes null. */
function ordered(compiled: Compiled[]): Compiled[] {
  const byName = new Map(compiled.map((c) => [c.name, c]));
  const state = new Map<string, 'visiting' | 'done'>();
  const out: Compiled[] = [];
  const visit = (c: Compiled, path: string[]): void => {
    const s = state.get(c.name);
    if (s === 'done') return;
    if (s === 'visiting') {
      const cycle = [...path.slice(path.indexOf(c.name)), c.name];
      for (const name of cycle) {
        const v = byName.get(name);
        if (v && !v.error) {
          v.error = { position: 0, message: `variables read each other in a cycle: ${cycle.join(' -> ')}` };
          v.tree = null;
        }
      }
      return;
    }
    state.set(c.name, 'visiting');
    for (const name of c.reads.keys()) {
      const dep = byName.get(name);
      if (dep) visit(dep, [...path, c.name]);
    }
    state.set(c.name, 'done');
    out.push(c);
  };
  for (const c of compiled) visit(c, []);
  return out;
}

/**
 * Checks `candidate` as it would be saved beside `others` (the survey's other variables): parse, names, arity,
 * types, the declared type, and cycles through the variables it reads. Throws ExpressionRefused with positions.
 */
export function checkDefinition(candidate: Definition, others: readonly Definition[], questions: readonly FlowQuestion[]): void {
  const tree = parseExpression(candidate.expression);
  const infos = new Map(questions.map((q) => [q.id, questionInfo(q)]));
  const types = new Map<string, StaticType>([...others, candidate].map((d) => [d.name, d.type ?? 'any']));
  const { checked, errors } = check(tree, { questions: infos, variables: types });
  const declared = errors.length || !candidate.type ? null : checkDeclared(checked.type, candidate.type);
  if (errors.length || declared) throw new ExpressionRefused(errors.length ? errors : [declared as ExpressionError]);
  // A cycle: following the reads from the candidate leads back to it.
  const readsOf = new Map<string, Set<string>>();
  for (const d of others) {
    try {
      readsOf.set(d.name, new Set(check(parseCached(d.expression), { questions: infos, variables: types }).checked.reads.keys()));
    } catch {
      readsOf.set(d.name, new Set()); // a definition that no longer parses reads nothing
    }
  }
  for (const [name, position] of checked.reads) {
    const path = cycleFrom(name, candidate.name, readsOf, new Set());
    if (path)
      throw new ExpressionRefused([
        { position, message: `variables would read each other in a cycle: ${[candidate.name, ...path].join(' -> ')}` },
      ]);
  }
}

function cycleFrom(from: string, target: string, readsOf: Map<string, Set<string>>, seen: Set<string>): string[] | null {
  if (from === target) return [from];
  if (seen.has(from)) return null;
  seen.add(from);
  for (const next of readsOf.get(from) ?? []) {
    const rest = cycleFrom(next, target, readsOf, seen);
    if (rest) return [from, ...rest];
  }
  return null;
}

// Counts the SQL statements a piece of work sends (a Kysely plugin on the service's connection): how the medium
// tests hold the session writer to its statement budget.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Db } from '../../src/database';

export class StatementCounter implements KyselyPlugin {
  count = 0;
  readonly kinds: string[] = [];
  private readonly built = new WeakMap<object, string>();
  /** Queries built with the query builder pass here first; precompiled ones (src/db/prepared.ts) do not. */
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const n = args.node as unknown as Record<string, any>;
    const table =
      n.into?.table?.identifier?.name ??
      n.from?.froms?.[0]?.table?.identifier?.name ??
      n.table?.table?.identifier?.name ??
      n.from?.froms?.[0]?.kind;
    this.built.set(args.queryId, `${args.node.kind.replace('QueryNode', '')} ${table ?? ''}`.trim());
    return args.node;
  }
  /** Every statement that ran comes back here, precompiled or not. */
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count++;
    this.kinds.push(this.built.get(args.queryId) ?? 'precompiled');
    return args.result;
  }
}

/** Runs `work` with every statement on `db` counted; returns how many it sent. */
export async function countStatements(db: Db, work: () => Promise<unknown>, seen?: string[]): Promise<number> {
  const original = db.kysely;
  const counter = new StatementCounter();
  db.kysely = original.withPlugin(counter);
  try {
    await work();
  } finally {
    db.kysely = original;
  }
  seen?.push(...counter.kinds);
  return counter.count;
}

/**
 * Runs `work` with the SQL text of every statement any Kysely executor sends recorded (the executors' shared
 * `executeQuery`, patched for the duration: transactions make executors of their own). Values are parameters, so the
 * text of a write path is the same from run to run.
 */
export async function captureSql(work: () => Promise<unknown>): Promise<string[]> {
  const { DefaultQueryExecutor } = await import('kysely');
  let owner: object | null = DefaultQueryExecutor.prototype;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner);
  if (!owner) throw new Error('no executeQuery to record');
  const target = owner as { executeQuery: (compiled: { sql: string }, ...rest: unknown[]) => unknown };
  const original = target.executeQuery;
  const seen: string[] = [];
  target.executeQuery = function (this: unknown, compiled: { sql: string }, ...rest: unknown[]) {
    seen.push(compiled.sql.replace(/\s+/g, ' ').trim());
    return original.call(this, compiled, ...rest);
  };
  try {
    await work();
  } finally {
    target.executeQuery = original;
  }
  return seen;
}

// What a reactor writes with (docs/architecture.md, "The write path"): the writer's transaction, narrowed to the tables
// the reactor declares. Any statement that writes another table is refused at run time, built or raw; a reactor cannot
// declare the writer's own tables (its declaration is typed, and the journal refuses one at composition), and the
// lint keeps every write of them in the writers' modules (eslint.config.mjs, "writer tables").
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { WriteRefused } from './reader';

type Trx = Kysely<Database>;

/** The tables only writers write: a session row is stored once, by its writer (src/responses/session-writer.ts). */
export const WRITER_TABLES = ['sessions'] as const;
export type WriterTable = (typeof WRITER_TABLES)[number];
/** The tables a reactor may declare it writes. */
export type ReactorTable = Exclude<keyof Database & string, WriterTable>;

const WRITE_METHODS = ['insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto'] as const;
/** Ways out of the guard: a reactor gets none of them. */
const ESCAPES = ['transaction', 'startTransaction', 'connection', 'withPlugin', 'withoutPlugins', 'withSchema', 'withTables'] as const;

/**
 * The transaction as a reactor sees it. Its type stays Kysely's, so that the repositories reactors share with the
 * rest of the service take it; the narrowing is the run-time guard below and the lint rule above.
 */
export type ReactorTrx = Trx;

/** The handle a guard was made from (a reactor that publishes hands its own handle on; each reactor gets a fresh guard). */
const UNGUARDED = Symbol('unguarded');

/** The first table a write statement names, from its SQL (built by this service, never caller text). */
const writeTarget = (sqlText: string): string | null => {
  const m =
    /^\s*(?:with\b[\s\S]*?\)\s*)?(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update|delete\s+from|merge\s+into)\s+"?([\w]+)"?/i.exec(
      sqlText,
    );
  return m ? m[1].toLowerCase() : null;
};

/** The table a builder method was given ('quotas', 'quotas as q'). */
const tableOf = (arg: unknown): string =>
  String(Array.isArray(arg) ? arg[0] : arg)
    .trim()
    .split(/\s+/)[0];

/** `trx` narrowed to the `tables` a reactor declares: a write to any other is refused (WriteRefused), at run time. */
export function writerOf(trx: Trx | ReactorTrx, name: string, tables: readonly string[]): ReactorTrx {
  const raw = ((trx as { [UNGUARDED]?: Trx })[UNGUARDED] ?? trx) as Trx;
  const refuse = (what: string): never => {
    throw new WriteRefused(`${name} may not write ${what}: it declares it writes ${tables.join(', ') || 'nothing'}`);
  };
  const guard = <T extends { executeQuery: (...a: never[]) => unknown }>(target: T): T =>
    new Proxy(target, {
      get(t, property) {
        const value = Reflect.get(t, property, t);
        if (property !== 'executeQuery' || typeof value !== 'function') return typeof value === 'function' ? value.bind(t) : value;
        return (compiled: { sql: string }, ...rest: unknown[]) => {
          const target = writeTarget(compiled.sql);
          if (target !== null && !tables.includes(target)) refuse(target);
          return value.call(t, compiled, ...rest);
        };
      },
    });
  return new Proxy(raw, {
    get(t, property) {
      if (property === UNGUARDED) return raw;
      if ((ESCAPES as readonly (string | symbol)[]).includes(property)) return () => refuse(String(property));
      if ((WRITE_METHODS as readonly (string | symbol)[]).includes(property))
        return (table: unknown) => {
          if (!tables.includes(tableOf(table))) refuse(tableOf(table));
          return (t[property as (typeof WRITE_METHODS)[number]] as (a: unknown) => unknown).call(t, table);
        };
      if (property === 'getExecutor') return () => guard(t.getExecutor());
      const value = Reflect.get(t, property, t);
      if (property === 'executeQuery') return guard(t).executeQuery;
      return typeof value === 'function' ? value.bind(t) : value;
    },
  }) as unknown as ReactorTrx;
}

// What an enricher reads with (docs/architecture.md, "The write path"): the transaction with its writing half taken
// away, at compile time (the type) and at run time (the writing methods throw, and so does any statement that is not a
// read; an advisory lock is a read).
import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Trx = Kysely<Database>;

/** The writing half of Kysely's interface: what an enricher's Reader lacks. */
const WRITES = [
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'transaction',
  'startTransaction',
  'connection',
  'schema',
  'withPlugin',
  'withoutPlugins',
  'withSchema',
  'withTables',
] as const;

/** The transaction as an enricher sees it: reads only. */
export type Reader = Omit<Trx, (typeof WRITES)[number]>;

export class WriteRefused extends Error {}

/** Statements a Reader lets through: queries that read (an advisory lock is a `select` too). */
const isRead = (query: { kind: string; sql?: string }, sqlText: string): boolean =>
  query.kind === 'SelectQueryNode' ||
  (query.kind === 'RawNode' && /^\s*(select|with)\b/i.test(sqlText) && !/\b(insert|update|delete)\b/i.test(sqlText));

/** `trx` as a Reader at run time too: the writing methods throw, and so does any statement that is not a read. */
export function readerOf(trx: Trx, name: string): Reader {
  const refuse = (what: string): never => {
    throw new WriteRefused(`${name} may only read (${what})`);
  };
  const guard = <T extends { executeQuery: (...a: never[]) => unknown }>(target: T): T =>
    new Proxy(target, {
      get(t, property) {
        const value = Reflect.get(t, property, t); // the target itself: its getters read private fields
        if (property !== 'executeQuery' || typeof value !== 'function') return typeof value === 'function' ? value.bind(t) : value;
        return (compiled: { query: { kind: string }; sql: string }, ...rest: unknown[]) => {
          if (!isRead(compiled.query, compiled.sql)) refuse(compiled.sql.slice(0, 60));
          return value.call(t, compiled, ...rest);
        };
      },
    });
  return new Proxy(trx, {
    get(t, property) {
      if ((WRITES as readonly (string | symbol)[]).includes(property)) return () => refuse(String(property));
      if (property === 'getExecutor') return () => guard(t.getExecutor());
      const value = Reflect.get(t, property, t); // the target itself: its getters read private fields
      if (property === 'executeQuery') return guard(t).executeQuery;
      return typeof value === 'function' ? value.bind(t) : value;
    },
  }) as Reader;
}

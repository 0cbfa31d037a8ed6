// Hot queries compiled once. Kysely builds and compiles a query's operation tree on every call, which costs more than
// running a small indexed query; a query on the request path is written once with named arguments, compiled once per
// dialect, and run with new values in the compiled parameter slots. The same builder, so the same SQL on both
// databases; Kysely's plugins and result handling still apply (the query runs through `executeQuery`).
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

type Q = Kysely<Database>;
type Args = Record<string, string | number | null>;

/** What an argument stands for while the query is compiled: a value no caller sends. */
const marker = (name: string) => `\u0000prepared-argument:${name}`;

export interface Prepared<A extends Args, R> {
  /** Every row. */
  all(db: Q, args: A): Promise<R[]>;
  /** The first row, if any. */
  first(db: Q, args: A): Promise<R | undefined>;
}

/**
 * `build` writes the query with `arg(name)` where a value goes. Arguments must be scalars: a list would compile to as
 * many slots as it had items.
 */
export function prepared<A extends Args, R>(
  build: (db: Q, arg: <K extends keyof A & string>(name: K) => A[K]) => Compilable<R>,
): Prepared<A, R> {
  // One compiled form per dialect (its adapter's class): SQLite and PostgreSQL place parameters differently.
  const compiled = new Map<unknown, { query: CompiledQuery<R>; slots: (string | null)[] }>();
  const compile = (db: Q) => {
    const dialect = db.getExecutor().adapter.constructor;
    let entry = compiled.get(dialect);
    if (!entry) {
      const query = build(db, (name) => marker(name) as never).compile();
      const slots = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(marker('')) ? value.slice(marker('').length) : null,
      );
      entry = { query, slots };
      compiled.set(dialect, entry);
    }
    return entry;
  };
  const run = async (db: Q, args: A): Promise<R[]> => {
    const { query, slots } = compile(db);
    const parameters = query.parameters.map((value, i) => (slots[i] === null ? value : args[slots[i]!]));
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
  return {
    all: run,
    first: async (db, args) => (await run(db, args))[0],
  };
}

/** Shapes of one query family compiled and kept (beyond them, a shape compiles on every call, as Kysely would). */
export const PREPARED_SHAPES_KEPT = 64;

/**
 * prepared() for a query whose shape varies with its input (a number of rows, a set of columns): `build` writes the
 * query for one shape, named by a string, and each shape is compiled once per dialect.
 */
export function preparedShapes<A extends Args, R>(
  build: (db: Q, arg: <K extends keyof A & string>(name: K) => A[K], shape: string) => Compilable<R>,
): (shape: string) => Prepared<A, R> {
  const kept = new Map<string, Prepared<A, R>>();
  return (shape) => {
    let query = kept.get(shape);
    if (!query) {
      query = prepared<A, R>((db, arg) => build(db, arg, shape));
      if (kept.size < PREPARED_SHAPES_KEPT) kept.set(shape, query);
    }
    return query;
  };
}

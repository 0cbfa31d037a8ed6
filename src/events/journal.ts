// The change journal (README: the write path). Writers publish typed domain events inside their transaction; two kinds
// of party take part, registered by the composition root (src/compose.ts), never called by a writer directly:
// - enrichers compute columns a changed session row stores (its quality, its variables) before the writer stores
//   it: they read (a Reader refuses every write, at compile time and at run time) and return the columns they own;
//   the writer then stores each session once (src/responses/session-writer.ts);
// - reactors receive the finished event, which they cannot change (readonly types; frozen at run time), and do their
//   own work in the same transaction: counters, rewards, outbox lines. Each declares the reactors it runs after. What
//   the writer's caller must know of their work (the reward a completion earned) they write on the event's receipt,
//   which publish() answers, so no one reads it back after the commit.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readerOf, WriteRefused, type Reader } from '../db/reader';

export { WriteRefused, type Reader };

/** The transaction a writer publishes in (reactors write in it too, so their work commits or rolls back with it). */
export type Trx = Kysely<Database>;

/** Freezes a published payload: the payload, its changes and their rows (what reactors read and might be tempted to edit). */
function freeze<P>(payload: P): Frozen<P> {
  const p = payload as { changes?: { before: object | null; after: object }[] };
  if (Array.isArray(p.changes)) {
    for (const c of p.changes) {
      if (c.before) Object.freeze(c.before);
      Object.freeze(c.after);
      Object.freeze(c);
    }
    Object.freeze(p.changes);
  }
  return Object.freeze(payload) as Frozen<P>;
}

/** Readonly all the way down: what a reactor receives. */
export type Frozen<T> = T extends (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? T extends { questions: unknown } // the questionnaire: an engine object, read through its methods
      ? T
      : { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

export type Handler<P, R = object> = (trx: Trx, payload: Frozen<P>, receipt: R) => Promise<void>;

export interface Reactor<E, R = object> {
  /** Names the reactor in errors, logs and other reactors' `after`. */
  name: string;
  /** Reactors whose work on an event this one reads (it runs after them). */
  after?: readonly string[];
  /**
   * Locks this reactor needs on a survey before a bulk writer writes any of its sessions. Writers take them through
   * `lockSurvey`, so every writer takes the same locks in the same order.
   */
  lockSurvey?: (trx: Trx, surveyId: string) => Promise<void>;
  on: { [K in keyof E]?: Handler<E[K], R> };
}

/** An enricher of events of type K: the columns it owns, and how it computes them for each change. */
export interface Enricher<E, C, Row> {
  name: string;
  /** The columns it computes: what it returns is checked against them. */
  columns: readonly (keyof Row)[];
  on: { [K in keyof E]?: (reader: Reader, payload: C) => Promise<Partial<Row>[]> };
}

export class Journal<E, C extends { changes: { before: Row | null; after: Row }[] }, Row extends object, R extends object = object> {
  private readonly reactors: Reactor<E, Partial<R>>[] = [];
  private readonly enrichers: Enricher<E, C, Row>[] = [];

  /** Registers an enricher after those already registered (they run in that order, each seeing the last's columns). */
  enrich(enricher: Enricher<E, C, Row>): this {
    if (this.enrichers.some((s) => s.name === enricher.name)) throw new Error(`enricher ${enricher.name} is registered twice`);
    this.enrichers.push(enricher);
    return this;
  }

  private sorted: Reactor<E, Partial<R>>[] | null = null;

  /** Registers a reactor; it runs after those it names in `after`, whatever the order of registration. */
  react(reactor: Reactor<E, Partial<R>>): this {
    if (this.reactors.some((s) => s.name === reactor.name)) throw new Error(`reactor ${reactor.name} is registered twice`);
    this.reactors.push(reactor);
    this.sorted = null;
    return this;
  }

  /**
   * The reactors in the order they run: each after those it names, otherwise in registration order (a stable
   * topological sort). A name nobody registered, or a cycle, is a programming error, thrown at the first event.
   */
  private run(): Reactor<E, Partial<R>>[] {
    if (this.sorted) return this.sorted;
    const names = new Set(this.reactors.map((r) => r.name));
    for (const r of this.reactors)
      for (const name of r.after ?? [])
        if (!names.has(name)) throw new Error(`reactor ${r.name} runs after ${name}, which is not registered`);
    const done = new Set<string>();
    const order: Reactor<E, Partial<R>>[] = [];
    while (order.length < this.reactors.length) {
      const next = this.reactors.find((r) => !done.has(r.name) && (r.after ?? []).every((n) => done.has(n)));
      if (!next)
        throw new Error(
          `reactors wait for each other: ${this.reactors
            .filter((r) => !done.has(r.name))
            .map((r) => r.name)
            .join(', ')}`,
        );
      done.add(next.name);
      order.push(next);
    }
    return (this.sorted = order);
  }

  /** The registered reactors' names, in the order they run. */
  get order(): string[] {
    return this.run().map((s) => s.name);
  }

  /** The registered enrichers' names, in the order they run. */
  get enricherOrder(): string[] {
    return this.enrichers.map((s) => s.name);
  }

  /** Takes every reactor's survey locks, in their order. */
  async lockSurvey(trx: Trx, surveyId: string): Promise<void> {
    for (const s of this.run()) await s.lockSurvey?.(trx, surveyId);
  }

  /**
   * Runs the enrichers of `type` over the payload's changes: each `after` gets the columns they compute (in place:
   * the writer stores the rows after this). Enrichers read through a Reader and may return only their columns.
   */
  async enrichChanges<K extends keyof E>(trx: Trx, type: K, payload: C): Promise<void> {
    for (const e of this.enrichers) {
      const compute = e.on[type];
      if (!compute) continue;
      const computed = await compute(readerOf(trx, `enricher ${e.name}`), payload);
      computed.forEach((columns, i) => {
        for (const column of Object.keys(columns) as (keyof Row)[]) {
          if (!e.columns.includes(column)) throw new WriteRefused(`enricher ${e.name} computed ${String(column)}, which it does not own`);
          (payload.changes[i].after as Row)[column] = columns[column] as Row[keyof Row];
        }
      });
    }
  }

  /**
   * Hands the frozen `payload` to every reactor of `type`, one after the other in their order, inside `trx`; answers
   * the receipt they wrote.
   */
  async publish<K extends keyof E>(trx: Trx, type: K, payload: E[K]): Promise<Partial<R>> {
    const frozen = freeze(payload);
    const receipt: Partial<R> = {};
    for (const s of this.run()) {
      const handler = s.on[type] as Handler<E[K], Partial<R>> | undefined;
      if (handler) await handler(trx, frozen, receipt);
    }
    return receipt;
  }
}

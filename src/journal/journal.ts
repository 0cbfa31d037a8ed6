// The change journal (docs/architecture.md, "The write path"). Writers publish typed changes inside their
// transaction; two kinds of party take part, registered by the composition root (src/compose.ts), never called by a
// writer directly:
// - enrichers settle the change before anything is stored: they read (a Reader refuses every write, at compile time
//   and at run time), compute the columns they own on each changed row, and may settle parts of the event they declare
//   (the sessions a change judged again); the writer then stores each row once (src/responses/session-writer.ts);
// - reactors receive the settled event, frozen all the way down, and do their own work in the same transaction:
//   counters, rewards, outbox lines. A reactor writes only the tables it declares, and cannot declare the writer's
//   (its `writes` is typed so, and the journal refuses it): any other write is refused at run time. What the
//   writer's caller must know of their work (the reward a completion earned) they write on the event's receipt,
//   which publish() answers.
// Both declare what they read and write; the order is derived from that (a party runs after every party that writes
// what it reads) and checked when the journal is composed: a cycle or an unknown name stops the start.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readerOf, WriteRefused, type Reader } from '../db/reader';
import { writerOf, WRITER_TABLES, type ReactorTrx, type ReactorTable } from '../db/writer';

export { WriteRefused, type Reader, type ReactorTrx, type ReactorTable };

/** The transaction a writer publishes in (reactors write in it too, so their work commits or rolls back with it). */
export type Trx = Kysely<Database>;

/** Readonly all the way down: what a reactor receives. */
export type Frozen<T> = T extends (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? T extends { questions: unknown } // the questionnaire: an engine object, read through its methods
      ? T
      : { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** Whether a value is an engine object (the questionnaire): it is read through its methods and keeps its caches. */
const isEngine = (value: object): boolean => 'questions' in value && !Array.isArray(value);

/** Freezes a published payload all the way down (every row it carries), but for the engine objects it references. */
export function deepFreeze<P>(payload: P): Frozen<P> {
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || Object.isFrozen(value) || isEngine(value)) return;
    Object.freeze(value);
    for (const v of Object.values(value)) visit(v);
  };
  visit(payload);
  return payload as Frozen<P>;
}

export type Handler<P, R = object> = (trx: ReactorTrx, payload: Frozen<P>, receipt: R) => Promise<void>;

export interface Reactor<E, R = object> {
  /** Names the reactor in errors and logs. */
  name: string;
  /** The tables it reads that other reactors write: it runs after each of them. */
  reads?: readonly (keyof Database)[];
  /** The tables it writes (any other write is refused at run time; the writer's tables cannot be named). */
  writes: readonly ReactorTable[];
  /**
   * Locks this reactor needs on a survey before a bulk writer writes any of its sessions. Writers take them through
   * `lockSurvey`, so every writer takes the same locks in the same order.
   */
  lockSurvey?: (trx: Trx, surveyId: string) => Promise<void>;
  on: { [K in keyof E]?: Handler<E[K], R> };
}

/** What an enricher settles on an event: columns for each change (in order), and the parts of the event it declares. */
export interface Enrichment<Row, S> {
  columns?: Partial<Row>[];
  settled?: Partial<S>;
}

/** An enricher: the columns it owns, what it reads of other enrichers' work, and how it settles each event type. */
export interface Enricher<E, Row, S> {
  name: string;
  /** The columns it computes on each change's `after`: what it returns is checked against them. */
  columns: readonly (keyof Row)[];
  /** Columns other enrichers compute that it reads: it runs after their owners. */
  reads?: readonly (keyof Row)[];
  /** The parts of the event it settles besides the columns (the sessions it judged again, ...). */
  settles?: readonly (keyof S)[];
  on: { [K in keyof E]?: (reader: Reader, payload: E[K]) => Promise<Enrichment<Row, S>> };
}

interface Party {
  name: string;
  /** What it reads that another party produces, and what it produces (columns, tables). */
  reads: readonly string[];
  writes: readonly string[];
}

/**
 * The parties in the order they run: each after every party that writes what it reads, otherwise in registration
 * order (a stable topological sort). A cycle is thrown, naming the parties that wait for each other.
 */
function derivedOrder<P extends Party>(kind: string, parties: readonly P[]): P[] {
  const before = new Map(
    parties.map((p) => [p.name, parties.filter((q) => q !== p && p.reads.some((r) => q.writes.includes(r))).map((q) => q.name)]),
  );
  const done = new Set<string>();
  const order: P[] = [];
  while (order.length < parties.length) {
    const next = parties.find((p) => !done.has(p.name) && before.get(p.name)!.every((n) => done.has(n)));
    if (!next) {
      const waiting = parties.filter((p) => !done.has(p.name));
      throw new Error(
        `${kind} wait for each other: ${waiting
          .map(
            (p) =>
              `${p.name} (after ${before
                .get(p.name)!
                .filter((n) => !done.has(n))
                .join(', ')})`,
          )
          .join('; ')}`,
      );
    }
    done.add(next.name);
    order.push(next);
  }
  return order;
}

export class Journal<E, Row extends object, R extends object = object, S extends object = object> {
  private readonly reactors: Reactor<E, Partial<R>>[] = [];
  private readonly enrichers: Enricher<E, Row, S>[] = [];
  private sortedReactors: Reactor<E, Partial<R>>[] | null = null;
  private sortedEnrichers: Enricher<E, Row, S>[] | null = null;
  private storeRejudged: ((trx: Trx, changes: readonly { before: Row; after: Row }[]) => Promise<void>) | null = null;

  /**
   * How the rows an enricher judged again are stored (the sessions repository, given by the composition root): the
   * journal stores them for the writer as the change settles, before anything is published.
   */
  stores(store: (trx: Trx, changes: readonly { before: Row; after: Row }[]) => Promise<void>): this {
    this.storeRejudged = store;
    return this;
  }

  /** Registers an enricher; it runs after the enrichers whose columns it reads. */
  enrich(enricher: Enricher<E, Row, S>): this {
    if (this.enrichers.some((s) => s.name === enricher.name)) throw new Error(`enricher ${enricher.name} is registered twice`);
    this.enrichers.push(enricher);
    this.sortedEnrichers = null;
    return this;
  }

  /** Registers a reactor; it runs after the reactors that write the tables it reads, whatever the order of registration. */
  react(reactor: Reactor<E, Partial<R>>): this {
    if (this.reactors.some((s) => s.name === reactor.name)) throw new Error(`reactor ${reactor.name} is registered twice`);
    const forbidden = reactor.writes.filter((t) => (WRITER_TABLES as readonly string[]).includes(t));
    if (forbidden.length) throw new Error(`reactor ${reactor.name} declares it writes ${forbidden.join(', ')}, which only writers write`);
    this.reactors.push(reactor);
    this.sortedReactors = null;
    return this;
  }

  private reactorOrder(): Reactor<E, Partial<R>>[] {
    return (this.sortedReactors ??= derivedOrder(
      'reactors',
      this.reactors.map((r) => ({ ...r, reads: r.reads ?? [] })),
    ).map((p) => this.reactors.find((r) => r.name === p.name)!));
  }

  private enricherOrderOf(): Enricher<E, Row, S>[] {
    if (this.sortedEnrichers) return this.sortedEnrichers;
    const owners = new Set(this.enrichers.flatMap((e) => e.columns.map(String)));
    for (const e of this.enrichers)
      for (const column of e.reads ?? [])
        if (!owners.has(String(column))) throw new Error(`enricher ${e.name} reads ${String(column)}, which no enricher computes`);
    const parties = this.enrichers.map((e) => ({ name: e.name, reads: (e.reads ?? []).map(String), writes: e.columns.map(String) }));
    return (this.sortedEnrichers = derivedOrder('enrichers', parties).map((p) => this.enrichers.find((e) => e.name === p.name)!));
  }

  /** Derives both orders now, so that a cycle or an unknown name stops the composition (the start), not the first event. */
  check(): this {
    this.reactorOrder();
    this.enricherOrderOf();
    return this;
  }

  /** The registered reactors' names, in the order they run. */
  get order(): string[] {
    return this.reactorOrder().map((s) => s.name);
  }

  /** The registered enrichers' names, in the order they run. */
  get enricherOrder(): string[] {
    return this.enricherOrderOf().map((s) => s.name);
  }

  /** Takes every reactor's survey locks, in their order. */
  async lockSurvey(trx: Trx, surveyId: string): Promise<void> {
    for (const s of this.reactorOrder()) await s.lockSurvey?.(trx, surveyId);
  }

  /**
   * Runs the enrichers of `type` over the payload: each change's `after` gets the columns they compute (in place: the
   * writer stores the rows after this), and the parts of the event they declare are set; the stored rows they judged
   * again (`rejudged`) are stored here, once each. Enrichers read through a Reader and may return only their columns
   * and their parts.
   */
  async settle<K extends keyof E>(trx: Trx, type: K, payload: E[K]): Promise<void> {
    const changes = (payload as { changes?: { after: Row }[] }).changes ?? [];
    for (const e of this.enricherOrderOf()) {
      const compute = e.on[type];
      if (!compute) continue;
      const { columns = [], settled = {} as Partial<S> } = await compute(readerOf(trx, `enricher ${e.name}`), payload);
      columns.forEach((computed, i) => {
        for (const column of Object.keys(computed) as (keyof Row)[]) {
          if (!e.columns.includes(column)) throw new WriteRefused(`enricher ${e.name} computed ${String(column)}, which it does not own`);
          changes[i].after[column] = computed[column] as Row[keyof Row];
        }
      });
      for (const part of Object.keys(settled) as (keyof S)[]) {
        if (!(e.settles ?? []).includes(part)) throw new WriteRefused(`enricher ${e.name} settled ${String(part)}, which it does not own`);
        (payload as S)[part] = settled[part] as S[keyof S];
      }
    }
    const rejudged = (payload as { rejudged?: { before: Row | null; after: Row }[] }).rejudged ?? [];
    if (rejudged.length === 0) return;
    if (!this.storeRejudged) throw new Error('the journal judged rows again but was given no way to store them');
    await this.storeRejudged(
      trx,
      rejudged.map(({ before, after }) => ({ before: before!, after })),
    );
  }

  /**
   * Hands the frozen `payload` to every reactor of `type`, one after the other in their order, inside `trx` (each
   * through a handle that writes only its own tables); answers the receipt they wrote.
   */
  async publish<K extends keyof E>(trx: Trx | ReactorTrx, type: K, payload: E[K]): Promise<Partial<R>> {
    const frozen = deepFreeze(payload);
    const receipt: Partial<R> = {};
    for (const s of this.reactorOrder()) {
      const handler = s.on[type] as Handler<E[K], Partial<R>> | undefined;
      if (handler) await handler(writerOf(trx, `reactor ${s.name}`, s.writes), frozen, receipt);
    }
    return receipt;
  }
}

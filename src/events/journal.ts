// The change journal: writers publish typed domain events inside their transaction; subscribers react in the same
// transaction, in the order the composition root registered them (src/compose.ts). A writer imports no subscriber,
// and a subscriber never calls a writer: they meet only here.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The transaction a writer publishes in (subscribers write in it too, so their work commits or rolls back with it). */
export type Trx = Kysely<Database>;

export type Handler<P> = (trx: Trx, payload: P) => Promise<void>;

export interface Subscriber<E> {
  /** Names the subscriber in errors and logs. */
  name: string;
  /**
   * Locks this subscriber needs on a survey before any of its sessions is written. Writers take them through
   * `lockSurvey`, before any session row, so every writer takes the same locks in the same order.
   */
  lockSurvey?: (trx: Trx, surveyId: string) => Promise<void>;
  on: { [K in keyof E]?: Handler<E[K]> };
}

export class Journal<E> {
  private readonly subscribers: Subscriber<E>[] = [];

  /** Registers a subscriber after those already registered: its locks and handlers run after theirs. */
  subscribe(subscriber: Subscriber<E>): this {
    if (this.subscribers.some((s) => s.name === subscriber.name)) throw new Error(`subscriber ${subscriber.name} is registered twice`);
    this.subscribers.push(subscriber);
    return this;
  }

  /** The registered subscribers' names, in their order. */
  get order(): string[] {
    return this.subscribers.map((s) => s.name);
  }

  /** Takes every subscriber's survey locks, in registration order. */
  async lockSurvey(trx: Trx, surveyId: string): Promise<void> {
    for (const s of this.subscribers) await s.lockSurvey?.(trx, surveyId);
  }

  /** Hands `payload` to every subscriber of `type`, one after the other, inside `trx`. */
  async publish<K extends keyof E>(trx: Trx, type: K, payload: E[K]): Promise<void> {
    for (const s of this.subscribers) {
      const handler = s.on[type] as Handler<E[K]> | undefined;
      if (handler) await handler(trx, payload);
    }
  }
}

// What the two outbox dispatchers share (email: docs/design/email.md; webhooks: docs/design/webhooks.md): the name
// this process leases rows under, a clock tests can move, a poll on a timer that a signal of this process's own
// writes also wakes, and failures logged rather than thrown (a round that fails is tried again on the next poll).
import crypto from 'node:crypto';
import os from 'node:os';
import type { EventEmitter } from 'node:events';
import type { Logger } from './log';

export interface OutboxWorkerSettings {
  /** What it sends, in its failure log line ("email", "webhook"). */
  what: string;
  log: Logger;
  /** How often it polls when nothing wakes it (0: never; tests drive it by hand). */
  pollMs: number;
  /** The signal and event that say this process just queued something. */
  signal: EventEmitter;
  event: string;
  /** The clock leases and retries are scheduled by (tests move it forward). */
  now?: () => number;
}

export abstract class OutboxWorker {
  /** This process's name on the rows it leases: host, pid and a random part (two workers in one process differ). */
  readonly owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  protected timer: NodeJS.Timeout | null = null;
  protected stopping = false;

  protected constructor(private readonly settings: OutboxWorkerSettings) {}

  /** One round of work; answers how much it did. */
  abstract tick(): Promise<number | void>;

  protected now(): number {
    return this.settings.now?.() ?? Date.now();
  }

  protected readonly logFailure = (err: unknown) => this.settings.log.error({ err }, `${this.settings.what} dispatch failed`);

  /** A round now, its failure logged. */
  protected readonly poll = () => void this.tick().catch(this.logFailure);

  /** What the signal does: a round at once (a subclass may wait a little to gather a burst). */
  protected wake: () => void = () => this.poll();

  /** Polls every `pollMs` and wakes whenever this process signals new work. */
  start(pollMs = this.settings.pollMs): void {
    if (!(pollMs > 0) || this.timer) return;
    this.stopping = false;
    this.settings.signal.on(this.settings.event, this.wake);
    this.timer = setInterval(this.poll, pollMs);
    this.timer.unref();
  }

  /** Stops polling and listening; what is in flight is the subclass's to finish. */
  protected stopPolling(): void {
    this.stopping = true;
    this.settings.signal.off(this.settings.event, this.wake);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

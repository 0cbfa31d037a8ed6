// Delivers the outbox (docs/design/webhooks.md). Each subscription is one queue, sent in event order one delivery at a time by the
// process that leases it; up to WEBHOOK.lanes subscriptions are served at once, so a slow or dead receiver holds
// only its own lane. A lease runs out on its own when a process dies, and its unfinished delivery is sent again
// (at least once; the `webhook-id` stays the same). A stopping process aborts what it is sending, records nothing for
// it and gives its leases back, so a restart loses nothing.
import type { Db } from '../database';
import type { Config } from '../config';
import type { Logger } from '../log';
import type { WebhookRow } from '../db/schema';
import { checkTarget, TargetRefused, type Resolver } from './guard';
import { openSecret, signedHeaders } from './signing';
import { httpsSender, type AttemptResult, type Sender } from './send';
import { outboxSignal } from './outbox';
import { WEBHOOK } from './thresholds';
import { OutboxWorker } from '../outbox-worker';
import * as leases from './leases';
import type { Due } from './leases';

export interface DispatcherOptions {
  /** The clock that schedules retries and leases (tests move it forward). Signatures always use real time. */
  now?: () => number;
  resolve?: Resolver;
  sender?: Sender;
}

const iso = (ms: number): string => new Date(ms).toISOString();

export class WebhookDispatcher extends OutboxWorker {
  private readonly lanes = new Map<string, Promise<void>>();
  private readonly aborts = new Set<AbortController>();
  private readonly sender: Sender;
  private ticking: Promise<number> | null = null;
  /** An event wakes it a moment later, so a burst of writes is claimed in one round. */
  protected override wake = () => void setTimeout(this.poll, WEBHOOK.wakeDelayMs).unref();

  constructor(
    private readonly services: { db: Db; config: Config; log: Logger },
    private readonly options: DispatcherOptions = {},
  ) {
    super({
      what: 'webhook',
      log: services.log,
      pollMs: services.config.webhookPollMs,
      signal: outboxSignal,
      event: 'written',
      now: options.now,
    });
    this.sender = options.sender ?? httpsSender({ caFile: services.config.webhookCaFile });
  }

  async stop(): Promise<void> {
    this.stopPolling();
    for (const controller of this.aborts) controller.abort();
    await this.ticking?.catch(() => 0);
    await Promise.allSettled(this.lanes.values());
    this.sender.close();
  }

  /** Claims due subscriptions for the free lanes and starts them; resolves with how many it claimed. */
  tick(): Promise<number> {
    if (this.stopping) return Promise.resolve(0);
    this.ticking ??= this.claim().finally(() => (this.ticking = null));
    return this.ticking;
  }

  /** Ticks until nothing is due and every lane is idle (tests and benchmarks). */
  async drain(): Promise<void> {
    for (;;) {
      const claimed = await this.tick();
      await Promise.allSettled(this.lanes.values());
      if (claimed === 0 && this.lanes.size === 0) return;
    }
  }

  private async claim(): Promise<number> {
    const free = WEBHOOK.lanes - this.lanes.size;
    if (free <= 0) return 0;
    const db = this.services.db.kysely;
    const now = iso(this.now());
    const candidates = await leases.dueSubscriptions(db, now, [...this.lanes.keys()], free);
    let claimed = 0;
    for (const id of candidates) {
      const taken = await leases.takeLease(db, id, this.owner, now, iso(this.now() + WEBHOOK.leaseMs));
      if (!taken || this.lanes.has(id)) continue;
      claimed += 1;
      const lane = this.serve(id)
        .catch(this.logFailure)
        .finally(() => {
          this.lanes.delete(id);
          if (this.timer) this.wake(); // a lane that gave its lease back may have more due, and another may wait for it
        });
      this.lanes.set(id, lane);
    }
    return claimed;
  }

  /** Sends the subscription's due deliveries in order while it holds the lease. */
  private async serve(webhookId: string): Promise<void> {
    const db = this.services.db.kysely;
    try {
      for (let sent = 0; sent < WEBHOOK.deliveriesPerLease && !this.stopping; sent++) {
        const hook = await leases.leasedSubscription(db, webhookId, this.owner);
        if (!hook) return;
        const due = await leases.nextDue(db, webhookId, iso(this.now()));
        if (!due) return;
        await this.attempt(hook, due);
        await leases.renewLease(db, webhookId, this.owner, iso(this.now() + WEBHOOK.leaseMs));
      }
    } finally {
      await leases.releaseLease(db, webhookId, this.owner);
    }
  }

  private async attempt(hook: WebhookRow, due: Due): Promise<void> {
    const attemptedAt = this.now();
    const started = performance.now();
    const controller = new AbortController();
    this.aborts.add(controller);
    let result: AttemptResult;
    try {
      const target = await checkTarget(hook.url, {
        allowPrivate: this.services.config.webhookAllowPrivateTargets,
        resolve: this.options.resolve,
      });
      const secret = openSecret(this.services.config.secretKey, hook.secret_sealed);
      result = await this.sender.send(target, signedHeaders(secret, due.event_id, due.payload), due.payload, controller.signal);
    } catch (error) {
      // Counted as a failed attempt either way, so one broken subscription cannot spin: a refused target is the
      // receiver's doing; anything else (a secret sealed under an earlier SECRET_KEY) is logged as ours too.
      if (!(error instanceof TargetRefused))
        this.services.log.error({ err: error, webhookId: hook.id }, 'webhook delivery could not be prepared');
      result = {
        statusCode: null,
        error: error instanceof TargetRefused ? `target refused: ${error.message}` : 'the delivery could not be prepared',
      };
    } finally {
      this.aborts.delete(controller);
    }
    if (controller.signal.aborted) return; // stopping: this attempt does not count and the delivery stays due
    await this.record(hook, due, attemptedAt, Math.round(performance.now() - started), result);
  }

  private async record(hook: WebhookRow, due: Due, attemptedAt: number, durationMs: number, result: AttemptResult): Promise<void> {
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const gone = result.statusCode === 410;
    const attempts = Number(due.attempt_count) + 1;
    const retryIn = WEBHOOK.retryScheduleSeconds[attempts - 1];
    const status = ok ? 'delivered' : gone || retryIn === undefined ? 'failed' : 'pending';
    const now = iso(this.now());
    const error = result.error ?? (ok ? null : `HTTP ${result.statusCode}`);
    await this.services.db.kysely.transaction().execute(async (trx) => {
      const stored = await leases.recordAttempt(trx, {
        deliveryId: due.id,
        status,
        attempts,
        nextAttemptAt: status === 'pending' ? iso(attemptedAt + retryIn * 1000) : null,
        statusCode: result.statusCode,
        lastError: ok ? null : error,
        error: result.error,
        attemptedAt: iso(attemptedAt),
        durationMs,
        now,
      });
      if (stored && gone) await leases.disableGone(trx, hook.id, now);
    });
    const log = ok ? this.services.log.debug.bind(this.services.log) : this.services.log.warn.bind(this.services.log);
    log(
      {
        webhookId: hook.id,
        deliveryId: due.id,
        eventId: due.event_id,
        attempt: attempts,
        statusCode: result.statusCode,
        error: result.error,
        durationMs,
        status,
      },
      'webhook delivery attempt',
    );
  }
}

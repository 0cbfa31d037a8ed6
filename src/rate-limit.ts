// Fixed-window request counters (docs/design/rate-limits.md). Each process counts hits in memory and adds them to the shared counter in the
// database in batches, so several server processes share one budget without a write per request: a bucket's first
// hit in a window reads the shared count, then every `batch` hits (1% of the limit) and every `flushMs` the hits not
// yet added are added, and the answer tells the process what all of them have counted. Between two of its flushes a
// process may admit fewer than `batch` hits the others have not seen, so N processes admit at most
// limit + N × (batch − 1) requests in a window; a limit under 200 has a batch of 1 and is exact.
import { sql } from 'kysely';
import type { Db } from './database';
import { ApiError } from './errors';

/** The longest window any limiter uses (the health check's hour). */
export const LONGEST_WINDOW_SECONDS = 3600;

export const RATE_LIMIT_BATCHING = {
  /** The share of the limit a process counts in memory before adding it to the shared counter. */
  batchShare: 0.01,
  /** How often hits counted in memory are added to the shared counter, however few. */
  flushMs: 1000,
} as const;

export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

interface Bucket {
  windowStart: number;
  /** The shared count as the last flush answered it (every process's flushed hits). */
  shared: number;
  /** Hits being added right now. */
  inFlight: number;
  /** Hits counted here and not yet sent. */
  pending: number;
  /** Whether this window's shared count has been read. */
  synced: boolean;
}

/** Hits one process may admit before it adds them to the shared counter. */
export const batchFor = (limit: number): number => Math.max(1, Math.floor(limit * RATE_LIMIT_BATCHING.batchShare));

export class RateLimiter {
  private lastSweptWindow = 0;
  private readonly buckets = new Map<string, Bucket>();
  private timer: NodeJS.Timeout | null = null;
  /** Sends to the shared counter not yet answered. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    readonly limit: number,
    readonly windowSeconds = 60,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request against `bucket` and says whether it is within the limit. */
  async hit(name: string, limit = this.limit): Promise<RateLimitState> {
    const nowSeconds = Math.floor(this.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % this.windowSeconds);
    let bucket = this.buckets.get(name);
    if (!bucket || bucket.windowStart !== windowStart) {
      // A window that ended is done with: its unsent hits no longer limit anyone.
      bucket = { windowStart, shared: 0, inFlight: 0, pending: 0, synced: false };
      this.buckets.set(name, bucket);
    }
    bucket.pending += 1;
    if (!bucket.synced || bucket.pending >= batchFor(limit)) await this.send(name, bucket);
    else this.schedule();
    const count = bucket.shared + bucket.inFlight + bucket.pending;
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(0, limit - count),
      reset: windowStart + this.windowSeconds - nowSeconds,
    };
  }

  /** What `bucket` has counted in this window (every process's hits), without counting one: for limits on failures,
   * checked before an attempt and counted only when it fails (wrong link passwords). */
  async peek(name: string, limit = this.limit): Promise<RateLimitState> {
    const nowSeconds = Math.floor(this.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % this.windowSeconds);
    const row = await this.db.kysely
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('bucket', '=', name)
      .where('window_start', '=', windowStart)
      .executeTakeFirst();
    const bucket = this.buckets.get(name);
    const local = bucket && bucket.windowStart === windowStart ? bucket.pending + bucket.inFlight : 0;
    const count = Math.max(Number(row?.count ?? 0), bucket?.windowStart === windowStart ? bucket.shared : 0) + local;
    return { allowed: count < limit, limit, remaining: Math.max(0, limit - count), reset: windowStart + this.windowSeconds - nowSeconds };
  }

  /** Adds every hit counted in memory to the shared counter (the timer, and before the process stops), and waits for
   * the sends already on their way (the timer's), so that when it returns every hit so far is in the shared counter. */
  async flush(): Promise<void> {
    const started = [...this.buckets].filter(([, b]) => b.pending > 0).map(([name, b]) => this.send(name, b));
    await Promise.all([...started, ...this.sending]);
  }

  /** Stops the timer and sends what is left. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private send(name: string, bucket: Bucket): Promise<void> {
    const sent = this.sendNow(name, bucket);
    this.sending.add(sent);
    sent.then(
      () => this.sending.delete(sent),
      () => this.sending.delete(sent),
    );
    return sent;
  }

  private async sendNow(name: string, bucket: Bucket): Promise<void> {
    const hits = bucket.pending;
    bucket.pending = 0;
    bucket.inFlight += hits;
    try {
      const row = await this.db.kysely
        .insertInto('rate_limit_counters')
        .values({ bucket: name, window_start: bucket.windowStart, count: hits })
        .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql`rate_limit_counters.count + ${hits}` }))
        .returning('count')
        .executeTakeFirstOrThrow();
      // The count includes these hits. Other flushes of this process may still be on their way, counted twice until
      // they answer (the safe side); they may answer out of order (PostgreSQL's pool): the largest count is the latest.
      bucket.shared = Math.max(bucket.shared, Number(row.count));
      bucket.synced = true;
    } catch (error) {
      bucket.pending += hits; // kept for the next flush
      throw error;
    } finally {
      bucket.inFlight -= hits;
    }
    if (bucket.windowStart !== this.lastSweptWindow) await this.sweep(bucket.windowStart);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch(() => {
        // the database is away (or closed): the hits stay counted here and go with the next flush
      });
      for (const [name, bucket] of this.buckets) {
        if (bucket.pending === 0 && bucket.inFlight === 0 && bucket.windowStart + LONGEST_WINDOW_SECONDS < this.now() / 1000) {
          this.buckets.delete(name);
        }
      }
    }, RATE_LIMIT_BATCHING.flushMs);
    this.timer.unref();
  }

  /** Drops counters of windows that have ended (once per window per process). Limiters of every window length share
   * the table, so only counters older than the longest window go. */
  private async sweep(currentWindow: number): Promise<void> {
    this.lastSweptWindow = currentWindow;
    await this.db.kysely
      .deleteFrom('rate_limit_counters')
      .where('window_start', '<', currentWindow - LONGEST_WINDOW_SECONDS)
      .execute();
  }
}

/** 429 `rate_limited` for a spent window: `who` says who may make how many of what in it; adds Retry-After. */
export function rateLimited(state: RateLimitState, who: string, headers: Record<string, string> = {}): ApiError {
  return new ApiError(
    'rate_limited',
    `${who}; try again in ${state.reset} seconds.`,
    {},
    { ...headers, 'Retry-After': String(state.reset) },
  );
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Limit': String(state.limit),
    'RateLimit-Remaining': String(state.remaining),
    'RateLimit-Reset': String(state.reset),
  };
}

// Fixed-window request counters kept in the database (D5), so several server processes share one budget.
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { ApiError } from '../errors';

/** The longest window any limiter uses (the health check's hour). */
export const LONGEST_WINDOW_SECONDS = 3600;

export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

export class RateLimiter {
  private lastSweptWindow = 0;

  constructor(
    private readonly db: Db,
    readonly limit: number,
    readonly windowSeconds = 60,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request against `bucket` and says whether it is within the limit. */
  async hit(bucket: string, limit = this.limit): Promise<RateLimitState> {
    const nowSeconds = Math.floor(this.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % this.windowSeconds);
    const row = await this.db.kysely
      .insertInto('rate_limit_counters')
      .values({ bucket, window_start: windowStart, count: 1 })
      .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql`rate_limit_counters.count + 1` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    if (windowStart !== this.lastSweptWindow) await this.sweep(windowStart);
    const count = Number(row.count);
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(0, limit - count),
      reset: windowStart + this.windowSeconds - nowSeconds,
    };
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

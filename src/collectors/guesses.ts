// Wrong passwords for a password-protected link are limited, so a password cannot be guessed at leisure: at most
// PASSWORD_GUESSES.perLink wrong ones per link in a window, from whatever addresses they come, and perAddress from one
// address. Past either, every attempt (the right password too) is 429 with Retry-After until the window ends; a
// right password counts nothing. The counts are shared by every server process (the rate-limit counters).
import { ApiError } from '../errors';

export const PASSWORD_GUESSES = {
  /** Wrong passwords one link takes per window, from all addresses together. */
  perLink: 20,
  /** Wrong passwords one address may send per window, to any link. */
  perAddress: 5,
  windowSeconds: 900,
} as const;

/** A fixed-window counter shared by the processes (src/rate-limit.ts's RateLimiter). */
export interface GuessCounter {
  hit(bucket: string, limit?: number): Promise<{ remaining: number; reset: number }>;
  peek(bucket: string, limit?: number): Promise<{ allowed: boolean; reset: number }>;
}

export interface GuessLimit {
  /** Throws 429 when the link or the address has used up its wrong guesses. */
  before(collectorId: string): Promise<void>;
  /** Counts a wrong guess. */
  wrong(collectorId: string): Promise<void>;
}

export function guessLimit(counter: GuessCounter, address: string): GuessLimit {
  const buckets = (collectorId: string): [string, number][] => [
    [`password:link:${collectorId}`, PASSWORD_GUESSES.perLink],
    [`password:address:${address}`, PASSWORD_GUESSES.perAddress],
  ];
  return {
    async before(collectorId) {
      for (const [bucket, limit] of buckets(collectorId)) {
        const state = await counter.peek(bucket, limit);
        if (!state.allowed) {
          throw new ApiError(
            'rate_limited',
            `Too many wrong passwords for this link; try again in ${Math.ceil(state.reset / 60)} minutes.`,
            {},
            { 'Retry-After': String(state.reset) },
          );
        }
      }
    },
    async wrong(collectorId) {
      for (const [bucket, limit] of buckets(collectorId)) await counter.hit(bucket, limit);
    },
  };
}

// Wrong passwords for a password-protected link are limited, so a password cannot be guessed at leisure: at most
// PASSWORD_GUESSES.perLink wrong ones per link in a window, from whatever addresses they come, and perAddress from one
// address. Past either, every attempt (the right password too) is 429 with Retry-After until the window ends; a
// right password counts nothing. The counts are shared by every server process (the rate-limit counters). The wrong
// guess that locks a link says so (the caller records the lock and tells the owner, `collector.locked`); the link's
// count is kept under its `password_epoch`, which the owner raises to lift the lock (docs/design/collectors.md).
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
  hit(bucket: string, limit?: number): Promise<{ allowed: boolean; remaining: number; reset: number }>;
  peek(bucket: string, limit?: number): Promise<{ allowed: boolean; reset: number }>;
}

/** The link a guess is for: its id and the epoch of its count. */
export interface GuessedLink {
  id: string;
  password_epoch: number;
}

export interface GuessLimit {
  /** Throws 429 when the link or the address has used up its wrong guesses. */
  before(link: GuessedLink): Promise<void>;
  /** Counts a wrong guess; answers when the link is locked until, if this guess is the one that locked it. */
  wrong(link: GuessedLink): Promise<{ lockedUntil: string } | null>;
}

export function guessLimit(counter: GuessCounter, address: string, now: () => number = Date.now): GuessLimit {
  const linkBucket = (link: GuessedLink) => `password:link:${link.id}:${link.password_epoch}`;
  const buckets = (link: GuessedLink): [string, number][] => [
    [linkBucket(link), PASSWORD_GUESSES.perLink],
    [`password:address:${address}`, PASSWORD_GUESSES.perAddress],
  ];
  return {
    async before(link) {
      for (const [bucket, limit] of buckets(link)) {
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
    async wrong(link) {
      const [[linkName, perLink], [addressName, perAddress]] = buckets(link);
      const state = await counter.hit(linkName, perLink);
      await counter.hit(addressName, perAddress);
      // The hit that brings the count to the limit exactly (a limit this small is counted exactly across processes).
      const locking = state.remaining === 0 && state.allowed;
      return locking ? { lockedUntil: new Date(now() + state.reset * 1000).toISOString() } : null;
    },
  };
}

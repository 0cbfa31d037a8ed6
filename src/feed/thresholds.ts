// Every limit of the event feed (docs/design/events.md), named once.
export const FEED = {
  /** Events a page holds when the caller names no `limit`, and at most. */
  defaultLimit: 100,
  maxLimit: 1000,
  /** The longest `wait` (seconds) a long poll may ask for. */
  maxWaitSeconds: 30,
  /**
   * How often a waiting request looks again when nothing woke it: another process wrote, or the write that woke it
   * had not committed yet.
   */
  pollMs: 250,
  /** Delay between a wake-up and the next look, so the writing transaction has committed. */
  wakeDelayMs: 5,
  /** Retry-After (seconds) of the 503 a long poll gets while the process shuts down: about a restart. */
  drainingRetrySeconds: 5,
} as const;

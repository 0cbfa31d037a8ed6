// Retention (D24): how long each kind of record is kept, and how the sweep works. The periods are configurable
// (RETENTION_* in src/config.ts); these are the defaults.
export const RETENTION = {
  /** Webhook deliveries that are no longer pending, their attempts, and events none of whose deliveries is left. */
  webhookDays: 30,
  /** Idempotency records (D24: a retry within 24 hours replays). */
  idempotencyHours: 24,
  /** The text of a finished email send (its counts and recipients' statuses stay). */
  emailBodyDays: 30,
  /** Rate-limit windows are dropped once this long past their start (every window is at most an hour long). */
  counterWindowHours: 2,
  /** How often each process sweeps (0 turns it off in a process). */
  sweepMinutes: 60,
  /** Rows per statement: a sweep never holds a long lock. */
  batch: 1000,
} as const;

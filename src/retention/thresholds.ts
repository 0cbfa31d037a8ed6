// Retention (docs/design/repeated-requests.md): how long each kind of record is kept, and how the sweep works. The periods are configurable
// (RETENTION_* in src/config.ts); these are the defaults.
export const RETENTION = {
  /** Rate-limit windows are dropped once this long past their start (every window is at most an hour long). */
  counterWindowHours: 2,
  /** Rows per statement: a sweep never holds a long lock. */
  batch: 1000,
} as const;

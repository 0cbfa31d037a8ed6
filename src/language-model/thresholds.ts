// Limits of model calls (docs/design/model-calls.md): one name each.
export const MODEL = {
  /** A provider that has not answered in this time has failed (502, not billed). */
  timeoutMs: 30_000,
  /** The largest answer read from a provider. */
  maxResponseBytes: 256 * 1024,
  /** A reservation of AI actions lapses after this long (a process that died mid-call never bills it). */
  reservationSeconds: 120,
} as const;

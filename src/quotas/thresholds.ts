// The limits of quotas (docs/design/quotas.md), in one place.
export const QUOTAS = {
  /** Quotas a survey may hold. */
  maxPerSurvey: 50,
  /** The largest `limit` a quota takes. */
  maxLimit: 1_000_000,
  /** Sessions read at a time when a quota counts its members afresh or its in-progress sessions. */
  scanBatch: 1000,
} as const;

// The statistical standard every figure is held to, the analytics' and the conclusions' drawn from them alike: one
// name each. Readiness follows the NCHS presentation standard for proportions and our defensibility rule.
export const CONFIDENCE = {
  z: 1.96,
  insufficientBelow: 30,
  reliableFrom: 60,
  maxRelativeStandardError: 0.3,
  maxIntervalWidth: 0.2,
} as const;

/** Cross-tabulation: a share is shown only on a base of at least this many. */
export const MIN_CELL_BASE = 30;

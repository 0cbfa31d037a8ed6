// The exports' limits in one place.
export const EXPORT_LINES = {
  /** How far back the keeper's each run looks, in intervals: a session completed during a late or skipped run is still kept. */
  lookbackIntervals: 3,
} as const;

export const EXPORT_ZIP = {
  /** zlib's deflate level for the XLSX and SPSS entries (docs/benchmark-history.md measures the trade). */
  level: 3,
} as const;

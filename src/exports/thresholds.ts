// The limits of the CSV export's kept lines (issue 26) in one place.
export const EXPORT_LINES = {
  /** How often the keeper keeps the lines of sessions that completed lately (EXPORT_LINES_KEEP_SECONDS; 0: never). */
  keepSeconds: 30,
  /** How far back each run looks, in intervals: a session completed during a late or skipped run is still kept. */
  lookbackIntervals: 3,
} as const;

// The limits of the CSV export's kept lines (issue 26) in one place.
export const EXPORT_LINES = {
  /** How far back each run looks, in intervals: a session completed during a late or skipped run is still kept. */
  lookbackIntervals: 3,
} as const;

// The exports' limits in one place.
export const EXPORT_LINES = {
  /** How far back each of the keeper's runs looks, in intervals: a session completed during a late or skipped run is still kept. */
  lookbackIntervals: 3,
  /**
   * Sessions read, written and kept per transaction. A batch's rows stay alive until its lines are kept, and V8 moves
   * what outlives two young collections to its old generation: in transactions of 500 a 1,000,000-session first JSON
   * export grew the heap to 278 MB between full collections (380 MB resident), in transactions of 100 to 96 MB (198 MB
   * resident), at the same speed (docs/benchmark-history.md).
   */
  writeChunk: 100,
} as const;

export const EXPORT_ZIP = {
  /** zlib's deflate level for the XLSX and SPSS entries (docs/benchmark-history.md measures the trade). */
  level: 3,
} as const;

export const EXPORT_PIECE = {
  /**
   * The most characters of a file an export hands its stream at once. V8 allocates a longer string among its large
   * objects, which only a full collection frees, so pieces of whole batches (600 KB of JSON) piled up to 350 MB of
   * resident memory in a 1,000,000-session export; pieces this size die young (docs/benchmark-history.md).
   */
  chars: 64 * 1024,
} as const;

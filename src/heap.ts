// How far V8 lets the old generation grow past what its last full collection kept. By default it may grow to several
// times that (a factor V8 raises while collections are cheap): a 1,000,000-session XLSX export that writes its lines
// held about 50 MB live yet grew the heap to 191 MB before its second full collection, and the process to 329-343 MB
// resident. Bounded to 1.5 times, the same export peaked at 223 MB at the same speed; each full collection of a heap
// that size takes milliseconds (docs/benchmark-history.md, "The first export's peak memory").
import v8 from 'node:v8';

export const HEAP = {
  /** The old generation grows to at most (1 + growingPercent / 100) times what the last full collection kept. */
  growingPercent: 50,
} as const;

/** Applies HEAP to this process; V8 reads the factor at each full collection, so it holds from the next one on. */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP.growingPercent}`);
}

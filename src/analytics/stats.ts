// Statistics over counted values (value -> count histograms), so that every figure is exact at any volume.
import { SHARE_DECIMALS } from './thresholds';
import { CONFIDENCE } from '../confidence';

export type Histogram = [value: number, count: number][];

export const round = (x: number, decimals = SHARE_DECIMALS): number => {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
};

/** part / whole as a rounded fraction; 0 when the whole is 0 (never NaN). */
export const share = (part: number, whole: number): number => (whole > 0 ? round(part / whole) : 0);

const sorted = (h: Histogram): Histogram => h.filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);

export const countOf = (h: Histogram): number => h.reduce((s, [, n]) => s + n, 0);

/** The value at 0-based rank `i` of the expanded, sorted histogram. */
function at(h: Histogram, i: number): number {
  let seen = 0;
  for (const [v, n] of h) {
    seen += n;
    if (i < seen) return v;
  }
  return h[h.length - 1][0];
}

/** Quantile with linear interpolation between closest ranks (numpy's default, Hyndman-Fan type 7). */
export function quantile(hist: Histogram, p: number): number | null {
  const h = sorted(hist);
  const n = countOf(h);
  if (n === 0) return null;
  const pos = (n - 1) * p;
  const lo = Math.floor(pos);
  const a = at(h, lo);
  const b = at(h, Math.min(n - 1, lo + 1));
  return a + (b - a) * (pos - lo);
}

/** Median completion time once `minCount` completions exist (null before: speed cannot be judged). */
export function medianOfTimes(hist: Histogram, minCount: number): number | null {
  return countOf(hist) >= minCount ? quantile(hist, 0.5) : null;
}

export function mean(hist: Histogram): number | null {
  const n = countOf(hist);
  return n === 0 ? null : hist.reduce((s, [v, c]) => s + v * c, 0) / n;
}

/** Sample standard deviation (n - 1); null below two values. */
export function sd(hist: Histogram): number | null {
  const n = countOf(hist);
  const m = mean(hist);
  if (n < 2 || m === null) return null;
  return Math.sqrt(hist.reduce((s, [v, c]) => s + c * (v - m) ** 2, 0) / (n - 1));
}

/**
 * Margin of error at 95% for a proportion in the worst case (a 50% share): half the width of that share's Wilson
 * interval, with the finite-population correction if N is known. One formula for the margin the verdict prints, the
 * defensibility rule (an interval at most CONFIDENCE.maxIntervalWidth wide) and the completions that rule needs.
 */
export function marginOfError(n: number, population: number | null = null): number | null {
  if (n <= 0) return null;
  const fpc = population && population > 1 && population >= n ? Math.sqrt((population - n) / (population - 1)) : 1;
  const [low, high] = wilson(n / 2, n) as [number, number];
  return ((high - low) / 2) * fpc;
}

/** The fewest completions whose worst-case interval is at most `width` wide (93 for 20 points). */
export function completionsForWidth(width: number): number {
  let n = 1;
  while (2 * (marginOfError(n) as number) > width) n += 1;
  return n;
}

/** Wilson score interval at 95% for x successes out of n. */
export function wilson(x: number, n: number): [number, number] | null {
  if (n <= 0) return null;
  const z = CONFIDENCE.z;
  const p = x / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export type Reportability = 'insufficient' | 'directional' | 'reliable';

/** NCHS presentation standard for a proportion p on base n. */
export function reportability(n: number, p: number): Reportability {
  if (n < CONFIDENCE.insufficientBelow) return 'insufficient';
  if (n < CONFIDENCE.reliableFrom) return 'directional';
  const rse = p > 0 ? Math.sqrt((p * (1 - p)) / n) / p : Infinity;
  return rse < CONFIDENCE.maxRelativeStandardError ? 'reliable' : 'directional';
}

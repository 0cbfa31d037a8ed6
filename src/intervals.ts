// Intervals for means that a small sample cannot push off the scale (docs/design/readiness.md): Student's t with
// n - 1 degrees of freedom (z understates the width below about 30), clamped to the scale's ends, and none at all
// for fewer than two values or values that are all equal (no spread to draw one from: a zero-width interval would
// claim certainty the data do not give; `noInterval` says which). Figures are exact here; whoever words them rounds.
// A difference of two means uses Welch's t (no equal-variance assumption).
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { CONFIDENCE } from './confidence';

/** The two-sided level every interval is drawn at (95%). */
const LEVEL = 0.95;
const tCritical = (df: number): number => tQuantile(1 - (1 - LEVEL) / 2, df);

export interface Scale {
  min: number;
  max: number;
}

export interface MeanSummary {
  n: number;
  mean: number;
  /** The sample variance (n - 1 in the denominator); 0 for one value. */
  variance: number;
  /** The 95% interval, inside the scale; null for fewer than two values or no spread. */
  interval: [number, number] | null;
  /** Half the interval's width before clamping: a plus-or-minus only where the interval stays inside the scale. */
  margin: number | null;
}

/** Why a summary carries no interval, in words a reader can take (null when it has one). */
export function noInterval(m: MeanSummary): string | null {
  if (m.interval) return null;
  return m.n < 2 ? 'one answer cannot carry an interval' : 'every answer is the same, so the data cannot carry an interval';
}

const clamp = (x: number, scale: Scale | null): number => (scale ? Math.min(scale.max, Math.max(scale.min, x)) : x);

/** Mean, variance and t interval of some values (Welford's one pass, so a long list loses no precision). */
export function summarizeMean(values: readonly number[], scale: Scale | null): MeanSummary | null {
  let n = 0;
  let mean = 0;
  let m2 = 0;
  for (const x of values) {
    n += 1;
    const d = x - mean;
    mean += d / n;
    m2 += d * (x - mean);
  }
  if (n === 0) return null;
  return fromMoments(n, mean, n > 1 ? m2 / (n - 1) : 0, scale);
}

/** The same summary from a count, a mean and a sample variance (for figures kept as counts, like NPS's three groups). */
export function fromMoments(n: number, mean: number, variance: number, scale: Scale | null): MeanSummary {
  const half = n > 1 && variance > 0 ? tCritical(n - 1) * Math.sqrt(variance / n) : null;
  const interval: [number, number] | null = half === null ? null : [clamp(mean - half, scale), clamp(mean + half, scale)];
  const inside = interval !== null && half !== null && interval[0] === mean - half && interval[1] === mean + half;
  return { n, mean, variance, interval, margin: inside ? half : null };
}

/** a - b with Welch's 95% interval; null when either side has fewer than two values or neither has any spread. */
export function meanDifference(a: MeanSummary, b: MeanSummary): { difference: number; interval: [number, number] } | null {
  if (a.n < 2 || b.n < 2) return null;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const se = Math.sqrt(va + vb);
  const difference = a.mean - b.mean;
  if (se === 0) return null;
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const half = tCritical(df) * se;
  return { difference, interval: [difference - half, difference + half] };
}

/** Whether a mean rests on a base large enough to report (the same floor every figure is held to). */
export const reportableBase = (n: number): boolean => n >= CONFIDENCE.insufficientBelow;

// An instrument's summary over sessions' scores (docs/design/instruments.md): the mean with its normal 95% interval, NPS
// (% promoters - % detractors, with its interval), or CSAT's top-two-box share (Wilson interval); SD and median.
import type { Instrument } from './catalogue';
import { INSTRUMENTS } from './thresholds';

export interface Summary {
  score: number | null;
  mean: number | null;
  sd: number | null;
  interval: { lower: number; upper: number } | null;
  median: number | null;
}

const round = (x: number): number => Number(x.toFixed(2));
const z = INSTRUMENTS.z95;

function wilson(successes: number, n: number): { lower: number; upper: number } {
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { lower: round(100 * (centre - half)), upper: round(100 * (centre + half)) };
}

export function summarise(instrument: Instrument, scores: readonly number[]): Summary {
  const n = scores.length;
  if (!n) return { score: null, mean: null, sd: null, interval: null, median: null };
  const mean = scores.reduce((s, x) => s + x, 0) / n;
  const sd = n > 1 ? Math.sqrt(scores.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1)) : null;
  const sorted = [...scores].sort((a, b) => a - b);
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const base = { mean: round(mean), sd: sd === null ? null : round(sd), median: round(median) };
  if (instrument.summary === 'nps') {
    const pro = scores.filter((x) => x >= 9).length / n;
    const det = scores.filter((x) => x <= 6).length / n;
    const nps = 100 * (pro - det);
    const se = 100 * Math.sqrt((pro + det - (pro - det) ** 2) / n);
    return { ...base, score: round(nps), interval: n > 1 ? { lower: round(nps - z * se), upper: round(nps + z * se) } : null };
  }
  if (instrument.summary === 'top2') {
    const top = scores.filter((x) => x >= INSTRUMENTS.csatTopTwo).length;
    return { ...base, score: round((100 * top) / n), interval: n > 1 ? wilson(top, n) : null };
  }
  const half = sd === null ? null : (z * sd) / Math.sqrt(n);
  return { ...base, score: round(mean), interval: half === null ? null : { lower: round(mean - half), upper: round(mean + half) } };
}

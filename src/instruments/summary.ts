// An instrument's summary over sessions' scores (docs/design/instruments.md): the mean with its 95% t interval inside
// the instrument's range, NPS (% promoters - % detractors, the mean of +100/0/-100 per session, so the same interval
// applies), or CSAT's top-two-box share (Wilson interval); SD and median. No interval under two scores.
import type { Instrument } from './catalogue';
import { INSTRUMENTS } from './thresholds';
import { summarizeMean, type Scale } from '../intervals';
import { wilson } from '../analytics/stats';

export interface Summary {
  score: number | null;
  mean: number | null;
  sd: number | null;
  interval: { lower: number; upper: number } | null;
  median: number | null;
}

const round = (x: number): number => Number(x.toFixed(2));

const bounds = (interval: [number, number] | null): Summary['interval'] =>
  interval ? { lower: round(interval[0]), upper: round(interval[1]) } : null;

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
    const points = summarizeMean(
      scores.map((x) => (x >= 9 ? 100 : x <= 6 ? -100 : 0)),
      { min: -100, max: 100 },
    );
    return { ...base, score: round(nps), interval: bounds(points?.interval ?? null) };
  }
  if (instrument.summary === 'top2') {
    const top = scores.filter((x) => x >= INSTRUMENTS.csatTopTwo).length;
    const share = n > 1 ? wilson(top, n) : null;
    return { ...base, score: round((100 * top) / n), interval: share && { lower: round(100 * share[0]), upper: round(100 * share[1]) } };
  }
  const range: Scale = instrument.range;
  return { ...base, score: round(mean), interval: bounds(summarizeMean(scores, range)?.interval ?? null) };
}

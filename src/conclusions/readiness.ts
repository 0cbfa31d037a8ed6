// Whether one figure can carry a conclusion (docs/design/readiness.md): the NCHS reportability of a proportion on its
// base, its Wilson interval, and defensible = reliable with an interval no wider than 20 points.
import { reportability, round, wilson, type Reportability } from '../analytics/stats';
import { CONFIDENCE } from '../confidence';

export interface Readiness {
  base: number;
  reportability: Reportability;
  interval: [number, number] | null;
  defensible: boolean;
}

export function readinessOf(part: number, base: number): Readiness {
  const interval = wilson(part, base);
  const level = reportability(base, base > 0 ? part / base : 0);
  const width = interval ? interval[1] - interval[0] : Infinity;
  return {
    base,
    reportability: level,
    interval: interval ? [round(interval[0]), round(interval[1])] : null,
    defensible: level === 'reliable' && width <= CONFIDENCE.maxIntervalWidth,
  };
}

/** A mean or a median: judged by its base alone (the NCHS count rule). */
export function readinessOfBase(base: number): Readiness {
  const level: Reportability =
    base < CONFIDENCE.insufficientBelow ? 'insufficient' : base < CONFIDENCE.reliableFrom ? 'directional' : 'reliable';
  return { base, reportability: level, interval: null, defensible: level === 'reliable' };
}

export const percent = (fraction: number, decimals = 1): string => `${round(fraction * 100, decimals)}%`;
export const points = (fraction: number): string => `${round(fraction * 100, 1)} points`;

// Scoring a session's answers to an instrument and reading scores against the norms (docs/design/instruments.md). Pure.
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import type { Instrument } from './catalogue';
import { INSTRUMENTS } from './thresholds';

export interface SessionScore {
  score: number;
  /** One SUS item was missing and replaced by the mean of the respondent's others. */
  imputed: boolean;
}

/** How a single score is shown (an export cell, a percentile): two decimals. */
export const round = (x: number, digits = 2): number => Number(x.toFixed(digits));

/**
 * A session's score, or null when items are missing (SUS tolerates one). `answers` follow the items' order. Unrounded:
 * a summary averages exact scores (UMUX-Lite's (6, 7) and (2, 3) average 58.33, not 58.34), and whoever shows one
 * score rounds it.
 */
export function scoreSession(instrument: Instrument, answers: readonly (number | undefined)[]): SessionScore | null {
  const given = answers.filter((a): a is number => typeof a === 'number');
  const missing = instrument.items.length - given.length;
  switch (instrument.id) {
    case 'sus': {
      if (missing > INSTRUMENTS.susMaxMissing) return null;
      const contributions = instrument.items.map((item, i) => {
        const x = answers[i];
        return typeof x === 'number' ? (item.reverse ? 5 - x : x - 1) : undefined;
      });
      const known = contributions.filter((c): c is number => c !== undefined);
      const fill = known.reduce((s, c) => s + c, 0) / known.length;
      const sum = contributions.reduce<number>((s, c) => s + (c ?? fill), 0);
      return { score: sum * 2.5, imputed: missing > 0 };
    }
    case 'umux_lite':
      return missing ? null : { score: (((answers[0] as number) - 1 + ((answers[1] as number) - 1)) / 12) * 100, imputed: false };
    case 'who5':
      return missing ? null : { score: given.reduce((s, x) => s + x, 0) * 4, imputed: false };
    case 'phq2':
    case 'gad2':
      return missing ? null : { score: given.reduce((s, x) => s + x, 0), imputed: false };
    default:
      return missing ? null : { score: given[0], imputed: false };
  }
}

/** SUS's curved grade (Sauro & Lewis): the first boundary the score reaches. */
export function susGrade(score: number): string {
  return INSTRUMENTS.susGrades.find(([, min]) => score >= min)?.[0] ?? 'F';
}

/** The percentile of a SUS(-comparable) score against the norm: normal with mean 68, SD 12.5. */
export const susPercentile = (score: number): number => round(100 * normalCdf(score, INSTRUMENTS.susNorm.mean, INSTRUMENTS.susNorm.sd), 1);

/** UMUX-Lite's SUS-comparable score (Lewis, Utesch & Maher 2013). */
export const susComparable = (umuxLite: number): number => round(0.65 * umuxLite + 22.9);

/** The band a session's score falls in, where the instrument has bands. */
export function bandOf(instrument: Instrument, score: number): string | null {
  switch (instrument.id) {
    case 'sus':
      return susGrade(score);
    case 'umux_lite':
      return susGrade(susComparable(score));
    case 'nps':
      return score >= 9 ? 'promoter' : score >= 7 ? 'passive' : 'detractor';
    case 'csat':
      return score >= INSTRUMENTS.csatTopTwo ? 'satisfied' : 'not_satisfied';
    case 'who5':
      return score <= INSTRUMENTS.who5.likelyDepression
        ? 'likely_depression'
        : score <= INSTRUMENTS.who5.poor
          ? 'poor_wellbeing'
          : 'adequate';
    case 'phq2':
    case 'gad2':
      return score >= INSTRUMENTS.screenPositive ? 'screen_positive' : 'screen_negative';
    default:
      return null;
  }
}

// The statistics of calibration (docs/design/calibration.md): Beta posteriors and their quantiles, the probability of being best
// by seeded Monte Carlo, Thompson sampling with an exploration floor, and two-proportion power (Cohen's h). The
// distributions come from stdlib (quantiles, normal cdf and quantile, Beta variates over a Mersenne Twister).
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import betaVariates from '@stdlib/random-base-beta';
import mt19937 from '@stdlib/random-base-mt19937';
import { CALIBRATION } from './thresholds';

export interface Beta {
  alpha: number;
  beta: number;
}

/** A uniform [0, 1) generator and Beta variates drawn from the same stream. */
export interface Random {
  uniform(): number;
  beta(alpha: number, beta: number): number;
}

/** A generator seeded for reproducible answers, or from entropy when no seed is given. */
export function random(seed?: number): Random {
  // The generator carries `normalized` (uniform [0, 1) from the same state); stdlib's types leave it out.
  const mt = (seed === undefined ? mt19937.factory() : mt19937.factory({ seed })) as ReturnType<typeof mt19937.factory> & {
    normalized: () => number;
  };
  const draw = betaVariates.factory({ prng: mt.normalized });
  return { uniform: () => mt.normalized(), beta: (a, b) => draw(a, b) };
}

export const posterior = (prior: Beta, successes: number, failures: number): Beta => ({
  alpha: prior.alpha + successes,
  beta: prior.beta + failures,
});

export const mean = (b: Beta): number => b.alpha / (b.alpha + b.beta);

/** The equal-tailed credible interval at `level`. */
export function credibleInterval(b: Beta, level: number = CALIBRATION.credibleLevel): { lower: number; upper: number } {
  const tail = (1 - level) / 2;
  return { lower: betaQuantile(tail, b.alpha, b.beta), upper: betaQuantile(1 - tail, b.alpha, b.beta) };
}

/** Each arm's probability of having the highest rate: the share of joint draws it wins (ties to the first). */
export function probabilityBest(arms: readonly Beta[], rng: Random, draws: number = CALIBRATION.monteCarloDraws): number[] {
  const wins = arms.map(() => 0);
  if (arms.length === 0) return wins;
  for (let d = 0; d < draws; d++) {
    let best = 0;
    let top = -1;
    arms.forEach((a, i) => {
      const x = rng.beta(a.alpha, a.beta);
      if (x > top) [top, best] = [x, i];
    });
    wins[best] += 1;
  }
  return wins.map((w) => w / draws);
}

/**
 * Thompson sampling with an exploration floor: with probability `explore` a uniformly chosen arm, otherwise the arm
 * whose single draw from its posterior is highest. Answers the index of the chosen arm.
 */
export function thompson(arms: readonly Beta[], rng: Random, explore: number = CALIBRATION.explorationShare): number {
  if (arms.length <= 1) return 0;
  if (rng.uniform() < explore) return Math.min(arms.length - 1, Math.floor(rng.uniform() * arms.length));
  let best = 0;
  let top = -1;
  arms.forEach((a, i) => {
    const x = rng.beta(a.alpha, a.beta);
    if (x > top) [top, best] = [x, i];
  });
  return best;
}

/** The share of new sessions each arm receives now: the floor's uniform part plus its chance of the highest draw. */
export function allocation(best: readonly number[], explore: number = CALIBRATION.explorationShare): number[] {
  return best.map((p) => explore / best.length + (1 - explore) * p);
}

/** Cohen's h between two proportions (absolute). */
export const cohenH = (p1: number, p2: number): number => Math.abs(2 * Math.asin(Math.sqrt(p2)) - 2 * Math.asin(Math.sqrt(p1)));

const z = (p: number): number => normalQuantile(p, 0, 1);

/** The power of a two-sided two-proportion test with `n` per group (docs/design/readiness.md and docs/design/calibration.md: the dominant tail). */
export const powerAt = (h: number, n: number, alpha: number): number => normalCdf(h * Math.sqrt(n / 2) - z(1 - alpha / 2), 0, 1);

/** The sample per group that reaches `power`, rounded up. */
export const requiredPerGroup = (h: number, alpha: number, power: number): number =>
  Math.ceil(2 * ((z(1 - alpha / 2) + z(power)) / h) ** 2);

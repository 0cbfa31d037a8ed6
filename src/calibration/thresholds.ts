// Every number of calibration (docs/design/calibration.md, docs/design/calibration.md) in one place.

/** Default priors: completion rate Beta(7, 3) (a mean of 0.7 worth 10 sessions), quality rate Beta(9, 1). */
export const DEFAULT_PRIORS = {
  completionRate: { alpha: 7, beta: 3 },
  qualityRate: { alpha: 9, beta: 1 },
} as const;

export const DEFAULT_OBJECTIVE = {
  metric: 'completion_rate',
  stopRule: { probabilityBest: 0.95, minSessionsPerArm: 100 },
} as const;

export const CALIBRATION = {
  /** The share of new sessions assigned uniformly among the active arms, so no arm starves. */
  explorationShare: 0.1,
  /** Joint draws behind the probability of being best (docs/design/calibration.md: at least 10,000). */
  monteCarloDraws: 10_000,
  /**
   * The stop rule is checked as trials grow by this share (every trial up to 1 / share trials), so a trial of 100,000
   * sessions runs its Monte Carlo every 1,000 rather than on every completion. Announcing waits at most that long.
   */
  stopCheckGrowth: 0.01,
  /** The Monte Carlo's seed: the same counts give the same answer. */
  monteCarloSeed: 20_201,
  /** The credible interval's level (quantiles 0.025 and 0.975). */
  credibleLevel: 0.95,
  /** The daily rate is the mean completions over this many most recent days that had sessions. */
  rateDays: 7,
  /** Arms a survey may have, and overrides an arm may carry. */
  maxArms: 10,
  maxOverrides: 100,
  /** The largest required sample the prediction states (an effect squeezed against a bound needs more). */
  maxSampleSize: 1_000_000_000,
  /** Defaults of the insignificance prediction. */
  alpha: 0.05,
  power: 0.8,
} as const;

// The trial's decision (docs/design/calibration.md, docs/design/calibration.md) from the active arms' trials and posteriors: each arm's probability of
// being best (seeded Monte Carlo), the share of new sessions each receives, the leader, and whether the stop rule
// holds. Pure, so the status and the simulation decide alike.
import { allocation, probabilityBest, random, type Beta } from './stats';
import { CALIBRATION } from './thresholds';

export interface StopRule {
  probabilityBest: number;
  minSessionsPerArm: number;
}

export interface Decision {
  best: number[];
  allocation: number[];
  /** The index of the arm most likely best, -1 with fewer than two arms. */
  leader: number;
  converged: boolean;
}

export function decide(arms: readonly { trials: number; posterior: Beta }[], stopRule: StopRule): Decision {
  const best = probabilityBest(
    arms.map((a) => a.posterior),
    random(CALIBRATION.monteCarloSeed),
  );
  const leader = arms.length >= 2 ? best.indexOf(Math.max(...best)) : -1;
  const converged = leader >= 0 && best[leader] >= stopRule.probabilityBest && arms.every((a) => a.trials >= stopRule.minSessionsPerArm);
  return { best, allocation: allocation(best), leader, converged };
}

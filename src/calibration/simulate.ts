// A seeded simulation of a wording trial (the calibration tests and `npm run simulate:calibration`): sessions
// arrive one at a time, are assigned as the respondent surface assigns them (Thompson sampling with the exploration
// floor), and complete with their arm's true rate; the stop rule is checked every `checkEvery` sessions.
import { decide, type StopRule } from './decide';
import { posterior, random, thompson, type Beta } from './stats';
import { DEFAULT_OBJECTIVE, DEFAULT_PRIORS } from './thresholds';

export interface SimulationArm {
  trueRate: number;
  sessions: number;
  successes: number;
  /** Sessions among the last third of the run. */
  late: number;
  probabilityBest: number;
}

export interface Simulation {
  arms: SimulationArm[];
  /** The session after which the stop rule first held (null if it never did), and the arm it named. */
  convergedAt: number | null;
  convergedArm: number | null;
  finalState: 'exploring' | 'converged';
}

export function simulate(
  trueRates: readonly number[],
  sessions: number,
  seed: number,
  { prior = DEFAULT_PRIORS.completionRate as Beta, stopRule = DEFAULT_OBJECTIVE.stopRule as StopRule, checkEvery = 100 } = {},
): Simulation {
  const rng = random(seed);
  const arms: SimulationArm[] = trueRates.map((trueRate) => ({ trueRate, sessions: 0, successes: 0, late: 0, probabilityBest: 0 }));
  const posteriors = (): Beta[] => arms.map((a) => posterior(prior, a.successes, a.sessions - a.successes));
  const state = () =>
    decide(
      posteriors().map((p, i) => ({ trials: arms[i].sessions, posterior: p })),
      stopRule,
    );
  let convergedAt: number | null = null;
  let convergedArm: number | null = null;
  for (let n = 1; n <= sessions; n++) {
    const arm = arms[thompson(posteriors(), rng)];
    arm.sessions += 1;
    if (rng.uniform() < arm.trueRate) arm.successes += 1;
    if (n > (2 * sessions) / 3) arm.late += 1;
    if (convergedAt === null && n % checkEvery === 0) {
      const d = state();
      if (d.converged) [convergedAt, convergedArm] = [n, d.leader];
    }
  }
  const final = state();
  final.best.forEach((p, i) => (arms[i].probabilityBest = p));
  return { arms, convergedAt, convergedArm, finalState: final.converged ? 'converged' : 'exploring' };
}

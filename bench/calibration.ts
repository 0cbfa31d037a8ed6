// `npm run simulate:calibration`: seeded wording trials through the assignment and the stop rule the service uses
// (src/calibration/simulate.ts). Prints, for 3 arms at true completion rates 0.60, 0.65 and 0.75 over 3,000
// sessions, each arm's sessions, late share, observed rate and probability of being best, and when the trial
// converged; then 20 runs of 3 equal arms (0.65), which must never converge.
import { simulate } from '../src/calibration/simulate';
import { Report, run } from '../harness/report';

const SESSIONS = 3000;
const EQUAL_RUNS = 20;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function main() {
  const report = new Report({
    name: 'calibration',
    title: 'Wording trials: the assignment and the stop rule, simulated',
    command: 'npm run simulate:calibration',
    settings: { sessions: SESSIONS, equalRuns: EQUAL_RUNS },
  });
  const row = report.table(`Three arms at 0.60 / 0.65 / 0.75, ${SESSIONS} sessions, default priors and stop rule (0.95, 100 per arm)`, [
    'seed',
    'arm (true rate)',
    'sessions',
    'late third share',
    'observed rate',
    'P(best)',
    'converged at',
  ]);
  for (const seed of [1, 2, 3]) {
    const r = simulate([0.6, 0.65, 0.75], SESSIONS, seed);
    const late = r.arms.reduce((s, a) => s + a.late, 0);
    r.arms.forEach((a, i) => {
      row([
        seed,
        a.trueRate.toFixed(2),
        a.sessions,
        pct(a.late / late),
        (a.successes / a.sessions).toFixed(3),
        a.probabilityBest.toFixed(4),
        i === r.convergedArm ? `session ${r.convergedAt}` : '',
      ]);
    });
  }
  let falses = 0;
  const highest: number[] = [];
  for (let seed = 1; seed <= EQUAL_RUNS; seed++) {
    const r = simulate([0.65, 0.65, 0.65], SESSIONS, seed);
    if (r.convergedAt !== null) falses += 1;
    highest.push(Math.max(...r.arms.map((a) => a.probabilityBest)));
  }
  report.figure(`three equal arms (0.65), ${EQUAL_RUNS} seeded runs checked every 100 sessions`, `${falses} converged falsely`, '0');
  report.figure('highest final P(best) per run', `min ${Math.min(...highest).toFixed(3)}, max ${Math.max(...highest).toFixed(3)}`);
  report.save();
}

run(main);

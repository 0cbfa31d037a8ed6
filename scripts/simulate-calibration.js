#!/usr/bin/env node
// npm run simulate:calibration: seeded wording trials through the assignment and the stop rule the service uses
// (src/calibration/simulate.ts). Prints, for 3 arms at true completion rates 0.60, 0.65 and 0.75 over 3,000
// sessions, each arm's sessions, late share, observed rate and probability of being best, and when the trial
// converged; then 20 runs of 3 equal arms (0.65), which must never converge.
const path = require('node:path');
const { simulate } = require(path.join(__dirname, '..', 'dist/src/calibration/simulate'));

const SESSIONS = 3000;
const pct = (x) => `${(100 * x).toFixed(1)}%`;

console.log(`Three arms at 0.60 / 0.65 / 0.75, ${SESSIONS} sessions, default priors and stop rule (0.95, 100 per arm)\n`);
console.log('| seed | arm (true rate) | sessions | late third share | observed rate | P(best) | converged at |');
console.log('|---|---|---|---|---|---|---|');
for (const seed of [1, 2, 3]) {
  const r = simulate([0.6, 0.65, 0.75], SESSIONS, seed);
  const late = r.arms.reduce((s, a) => s + a.late, 0);
  r.arms.forEach((a, i) => {
    const at = i === r.convergedArm ? `session ${r.convergedAt}` : '';
    console.log(
      `| ${seed} | ${a.trueRate.toFixed(2)} | ${a.sessions} | ${pct(a.late / late)} | ${(a.successes / a.sessions).toFixed(3)} | ${a.probabilityBest.toFixed(4)} | ${at} |`,
    );
  });
}
let falses = 0;
const spread = [];
for (let seed = 1; seed <= 20; seed++) {
  const r = simulate([0.65, 0.65, 0.65], SESSIONS, seed);
  if (r.convergedAt !== null) falses += 1;
  spread.push(Math.max(...r.arms.map((a) => a.probabilityBest)));
}
console.log(`\nThree equal arms (0.65), 20 seeded runs checked every 100 sessions: ${falses} converged falsely`);
console.log(`highest final P(best) per run: min ${Math.min(...spread).toFixed(3)}, max ${Math.max(...spread).toFixed(3)}`);

// Calibration's statistics (docs/design/calibration.md) against values computed independently, and seeded simulations of a
// wording trial: the best arm wins the late sessions and the trial converges; equal arms never converge.
import { credibleInterval, cohenH, powerAt, requiredPerGroup, random, thompson, probabilityBest } from '../../src/calibration/stats';
import { simulate } from '../../src/calibration/simulate';
import { checkpointCrossed } from '../../src/calibration/reactor';

describe('two-proportion power (Cohen h), against R pwr.2p.test', () => {
  // Reference: R `pwr::pwr.2p.test(h = ES.h(p2, p1), n = n, sig.level = alpha)` for the power, and the same with
  // `power = target` for n; reproduced with scipy 1.17 (norm.cdf, norm.ppf, brentq on the two-tailed power).
  // docs/design/calibration.md uses the dominant tail only, which differs from pwr's two-tailed figure by under 0.0005 here.
  it.each([
    { p1: 0.4, p2: 0.5, n: 100, alpha: 0.05, target: 0.8, h: 0.201358, power: 0.296285, pwrN: 387.1677 },
    { p1: 0.7, p2: 0.75, n: 500, alpha: 0.05, target: 0.8, h: 0.112082, power: 0.425614, pwrN: 1249.5839 },
    { p1: 0.6, p2: 0.7, n: 200, alpha: 0.01, target: 0.9, h: 0.210159, power: 0.317666, pwrN: 673.7819 },
  ])('$p1 vs $p2 at n = $n, alpha $alpha', ({ p1, p2, n, alpha, target, h, power, pwrN }) => {
    expect(cohenH(p1, p2)).toBeCloseTo(h, 5);
    expect(Math.abs(powerAt(cohenH(p1, p2), n, alpha) - power)).toBeLessThan(5e-4);
    expect(requiredPerGroup(cohenH(p1, p2), alpha, target)).toBe(Math.ceil(pwrN));
  });

  it('is symmetric in the two rates, and more power comes with more sessions', () => {
    expect(cohenH(0.5, 0.4)).toBeCloseTo(cohenH(0.4, 0.5), 12);
    const h = cohenH(0.4, 0.5);
    expect(powerAt(h, 388, 0.05)).toBeGreaterThanOrEqual(0.8);
    expect(powerAt(h, 386, 0.05)).toBeLessThan(0.8);
  });
});

describe('Beta credible intervals, against scipy.stats.beta.ppf', () => {
  // Reference: scipy 1.17 `beta.ppf(0.025, a, b)`, `beta.ppf(0.975, a, b)`.
  it.each([
    { alpha: 17, beta: 7, lower: 0.5159480295975618, upper: 0.8678971203019001 }, // the default prior after 10 of 14
    { alpha: 67, beta: 43, lower: 0.5166281715735537, upper: 0.6977951113590067 }, // after 60 of 100
    { alpha: 489, beta: 21, lower: 0.9399660543929409, upper: 0.9742826566256337 }, // the quality prior after 480 of 500
  ])('Beta($alpha, $beta)', ({ alpha, beta, lower, upper }) => {
    const ci = credibleInterval({ alpha, beta });
    expect(ci.lower).toBeCloseTo(lower, 9);
    expect(ci.upper).toBeCloseTo(upper, 9);
  });
});

describe('probability of being best', () => {
  it('is the same for the same counts and seed, sums to 1, and favours the better posterior', () => {
    const arms = [
      { alpha: 67, beta: 43 },
      { alpha: 80, beta: 30 },
    ];
    const a = probabilityBest(arms, random(7));
    expect(probabilityBest(arms, random(7))).toEqual(a);
    expect(a[0] + a[1]).toBeCloseTo(1, 12);
    // P(X2 > X1) for these posteriors is about 0.97 (normal approximation: means 0.609, 0.727, sd 0.046, 0.042).
    expect(a[1]).toBeGreaterThan(0.95);
    expect(a[1]).toBeLessThan(0.99);
  });

  it('splits evenly between identical posteriors', () => {
    const p = probabilityBest(
      [
        { alpha: 50, beta: 50 },
        { alpha: 50, beta: 50 },
        { alpha: 50, beta: 50 },
      ],
      random(3),
    );
    for (const x of p) expect(Math.abs(x - 1 / 3)).toBeLessThan(0.02);
  });
});

describe('Thompson sampling with the exploration floor', () => {
  it('gives every arm at least its floor share, even against an arm that is certainly better', () => {
    const arms = [
      { alpha: 900, beta: 100 },
      { alpha: 100, beta: 900 },
      { alpha: 100, beta: 900 },
      { alpha: 100, beta: 900 },
    ];
    const rng = random(11);
    const n = 40_000;
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < n; i++) counts[thompson(arms, rng)] += 1;
    // The floor is 0.1 / 4 = 2.5% each; the binomial's sd at n = 40,000 is about 0.08 points.
    for (const c of counts.slice(1)) expect(c / n).toBeGreaterThan(0.023);
    expect(counts[0] / n).toBeGreaterThan(0.9);
  });
});

describe('a seeded wording trial', () => {
  it('three arms at 0.60, 0.65 and 0.75 over 3,000 sessions: the best takes most late sessions and the trial converges on it', () => {
    const outcomes = [1, 2, 3].map((seed) => simulate([0.6, 0.65, 0.75], 3000, seed));
    for (const r of outcomes) {
      const late = r.arms.reduce((s, a) => s + a.late, 0);
      expect(r.arms[2].late / late).toBeGreaterThan(0.5);
      expect(r.finalState).toBe('converged');
      expect(r.convergedArm).toBe(2);
      expect(r.arms[2].probabilityBest).toBeGreaterThanOrEqual(0.95);
      // The floor: every arm had its share of a tenth of the sessions split three ways.
      for (const a of r.arms) expect(a.sessions).toBeGreaterThanOrEqual(100);
    }
  });

  it('three equal arms (0.65) never converge, checked every 100 sessions, in 20 seeded runs', () => {
    const converged = [];
    for (let seed = 1; seed <= 20; seed++) {
      const r = simulate([0.65, 0.65, 0.65], 3000, seed);
      if (r.convergedAt !== null) converged.push({ seed, at: r.convergedAt });
    }
    expect(converged).toEqual([]);
  });
});

describe('when the stop rule is checked', () => {
  const checksUpTo = (n: number, batch = 1): number[] => {
    const at: number[] = [];
    for (let t = batch; t <= n; t += batch) if (checkpointCrossed(t - batch, t)) at.push(t);
    return at;
  };

  it('checks on every trial up to 100, then each time the trials grow by 1%', () => {
    expect(checksUpTo(100)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const late = checksUpTo(100_000).filter((t) => t > 10_000);
    expect(late.length).toBeGreaterThan(200); // ln(10) / ln(1.01) = 231 checks between 10,000 and 100,000
    expect(late.length).toBeLessThan(240);
    for (let i = 1; i < late.length; i++) expect(late[i] / late[i - 1]).toBeLessThan(1.0101);
  });

  it('sees a checkpoint that a batch of trials (an import, a sweep) jumps over', () => {
    expect(checkpointCrossed(5_000, 5_200)).toBe(true);
    expect(checksUpTo(20_000, 250).length).toBe(80); // a 250-trial batch always crosses at least one checkpoint below 25,000
  });
});

// The statistics every analytics figure is computed with (src/analytics/stats.ts), over value -> count histograms.
// Expected values are worked by hand (quantiles: numpy's default; Wilson intervals: published tables).
import {
  completionsForWidth,
  marginOfError,
  mean,
  medianOfTimes,
  quantile,
  reportability,
  sd,
  share,
  wilson,
} from '../../src/analytics/stats';

describe('quantile (linear between closest ranks)', () => {
  it('interpolates between the two middle values of an even count', () => {
    expect(
      quantile(
        [
          [1, 1],
          [2, 1],
          [3, 1],
          [4, 1],
        ],
        0.5,
      ),
    ).toBe(2.5);
  });

  it('expands counts, ignores zero counts and order', () => {
    const h: [number, number][] = [
      [20, 1],
      [5, 0],
      [10, 3],
    ];
    expect(quantile(h, 0)).toBe(10);
    expect(quantile(h, 0.5)).toBe(10);
    expect(quantile(h, 0.75)).toBe(12.5);
    expect(quantile(h, 1)).toBe(20);
  });

  it('has no value without values', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([[3, 0]], 0.5)).toBeNull();
  });
});

describe('medianOfTimes', () => {
  const times: [number, number][] = [
    [30, 2],
    [60, 2],
  ];
  it('waits for the minimum number of completions', () => {
    expect(medianOfTimes(times, 5)).toBeNull();
    expect(medianOfTimes(times, 4)).toBe(45);
  });
});

describe('mean and sample standard deviation', () => {
  it('weights each value by its count', () => {
    expect(
      mean([
        [1, 2],
        [4, 1],
      ]),
    ).toBe(2);
    expect(
      sd([
        [1, 2],
        [4, 1],
      ]),
    ).toBeCloseTo(Math.sqrt(3), 12);
  });

  it('needs one value for a mean and two for a deviation', () => {
    expect(mean([])).toBeNull();
    expect(sd([[7, 1]])).toBeNull();
    expect(sd([[7, 2]])).toBe(0);
  });
});

describe('share', () => {
  it('rounds to four decimals and is 0 of nothing, never NaN', () => {
    expect(share(1, 3)).toBe(0.3333);
    expect(share(2, 3)).toBe(0.6667);
    expect(share(5, 0)).toBe(0);
  });
});

describe('marginOfError (95%, p = 0.5)', () => {
  // R: diff(prop.test(50, 100, correct = FALSE)$conf.int) / 2 = 0.09617 (R draws at z = 1.959964, we at 1.96)
  it('is half the Wilson interval of a 50% share', () => {
    expect(marginOfError(100)).toBeCloseTo(0.09617, 5);
    expect(marginOfError(0)).toBeNull();
  });

  it('shrinks with the finite-population correction, to nothing for a census', () => {
    expect(marginOfError(100, 1000)).toBeCloseTo(0.09617 * Math.sqrt(900 / 999), 5);
    expect(marginOfError(100, 100)).toBe(0);
  });

  it('ignores a population smaller than the sample', () => {
    expect(marginOfError(100, 50)).toBeCloseTo(0.09617, 5);
  });

  it('agrees with the defensibility rule on the completions it needs', () => {
    // 93 is the first n whose worst-case Wilson interval is at most 20 points wide (the Wald figure is 97).
    expect(completionsForWidth(0.2)).toBe(93);
    const at = (n: number): number => {
      const [low, high] = wilson(n / 2, n) as [number, number];
      return high - low;
    };
    expect(at(92)).toBeGreaterThan(0.2);
    expect(at(93)).toBeLessThanOrEqual(0.2);
    expect(2 * (marginOfError(93) as number)).toBeCloseTo(at(93), 12);
  });
});

describe('wilson (95% score interval)', () => {
  it('matches the published intervals', () => {
    const [lo, hi] = wilson(5, 10)!;
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
  });

  it('stays within [0, 1] at the edges', () => {
    const [lo, hi] = wilson(0, 10)!;
    expect(lo).toBe(0);
    expect(hi).toBeCloseTo(0.2775, 4);
    const [lo2, hi2] = wilson(10, 10)!;
    expect(lo2).toBeCloseTo(0.7225, 4);
    expect(hi2).toBe(1);
  });

  it('has no interval on no base', () => {
    expect(wilson(0, 0)).toBeNull();
  });
});

describe('reportability (NCHS presentation standard)', () => {
  it('is insufficient below 30 and directional below 60', () => {
    expect(reportability(29, 0.5)).toBe('insufficient');
    expect(reportability(30, 0.5)).toBe('directional');
    expect(reportability(59, 0.5)).toBe('directional');
  });

  it('is reliable from 60 when the relative standard error is under 0.3', () => {
    expect(reportability(60, 0.5)).toBe('reliable');
    // p = 0.02 on 100: RSE = sqrt(0.02 x 0.98 / 100) / 0.02 = 0.7
    expect(reportability(100, 0.02)).toBe('directional');
    expect(reportability(100, 0)).toBe('directional');
  });
});

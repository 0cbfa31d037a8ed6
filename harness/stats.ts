// Figures the benchmarks and chaos runs share, and how they print them.

/** The middle value (the upper middle one for an even count). */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The value below which a share `q` of the samples falls (NaN for none). */
export const quantile = (xs: readonly number[], q: number): number =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] : NaN;

/** A number for a table: thousands separated, `digits` after the point. */
export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The spread of some rounds' figures, as the benchmarks quote it: lowest-highest. */
export const spread = (xs: readonly number[], digits = 0): string =>
  xs.length ? `${fmt(Math.min(...xs), digits)}-${fmt(Math.max(...xs), digits)}` : '-';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rounds measured side by side: each round takes `items` (builds, setups) in turn, in reverse order every other
 * round, so neither always runs on the cache the other warmed. Yields [round, item].
 */
export function* alternating<T>(rounds: number, items: readonly T[]): Generator<[number, T]> {
  for (let round = 0; round < rounds; round++) for (const item of round % 2 ? [...items].reverse() : items) yield [round, item];
}

/** Measures each item `rounds` times in alternating order (alternating()); each item's results in the order run. */
export async function roundsOf<T, R>(rounds: number, items: readonly T[], measure: (item: T) => Promise<R>): Promise<Map<T, R[]>> {
  const results = new Map<T, R[]>(items.map((item) => [item, []]));
  for (const [, item] of alternating(rounds, items)) results.get(item)!.push(await measure(item));
  return results;
}

/** The column listing every round's figure, when there is more than one round. */
export const roundsColumn = (rounds: number, unit: string): string[] => (rounds > 1 ? [`rounds' ${unit}`] : []);

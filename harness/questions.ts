// Question bodies the tests, benchmarks and chaos runs build surveys from.

/** A choice question (single, multiple, dropdown) whose options are given as [id, label] pairs. */
export function choiceQuestion<T extends string>(
  type: T,
  title: string,
  options: ReadonlyArray<readonly [string, string]>,
  config: Record<string, unknown> = {},
) {
  return { type, title, config: { options: options.map(([id, label]) => ({ id, label })), ...config } };
}

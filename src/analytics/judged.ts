// The median each event's completions were judged by: the quality enricher records it and the analytics reactor reads
// it (keyed by the event's payload), so a reactor learns it without importing an enricher.
const judged = new WeakMap<object, number | null>();

export const recordJudgedBy = (payload: object, median: number | null): void => void judged.set(payload, median);
export const medianJudgedBy = (payload: object): number | null => judged.get(payload) ?? null;

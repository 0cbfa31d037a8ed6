// Conversions between JavaScript values and the portable column representation (see schema.ts).
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean | null | undefined): boolean => Boolean(value);
export const toJson = (value: unknown): string => JSON.stringify(value);
export const fromJson = <T>(text: string | null | undefined, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);
/** The current instant as stored: ISO 8601 UTC with milliseconds. */
export const nowIso = (): string => new Date().toISOString();

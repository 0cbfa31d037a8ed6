// Query instants compared with stored timestamps: stored text is ISO 8601 UTC with milliseconds, so a bound is
// rewritten in that form (an offset such as +01:00 names the same instant). A value the format check let through
// but no clock has (a leap second) is a 400, not a crash.
import { invalidField } from './errors';

export function queryInstant(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time))
    throw invalidField('query', name, 'is not an instant this service can compare (use ISO 8601, e.g. 2026-11-21T09:30:00Z)');
  return new Date(time).toISOString();
}

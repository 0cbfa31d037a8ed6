// The request counters behind every rate limit (docs/design/rate-limits.md): infrastructure of the http layer, owned by no capability.
import type { ColumnType } from 'kysely';

export interface RateLimitCountersTable {
  bucket: string;
  window_start: number; // epoch seconds
  count: ColumnType<number, number, number>;
}

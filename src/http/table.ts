// The request counters behind every rate limit (D5).
import type { ColumnType } from 'kysely';

export interface RateLimitCountersTable {
  bucket: string;
  window_start: number; // epoch seconds
  count: ColumnType<number, number, number>;
}

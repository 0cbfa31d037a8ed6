// The audit trail's tables (docs/design/audit.md; the queries are in ./repository.ts).
import type { ColumnType } from 'kysely';

export interface AuditEventsTable {
  id: string;
  organization_id: string;
  /** The entry's place in its organisation's chain, from 1. */
  seq: ColumnType<number, number, never>; // bigint on PostgreSQL: read back through Number()
  at: string;
  actor_kind: 'key' | 'user' | 'system';
  actor_id: string;
  actor_label: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  survey_id: string | null;
  address: string | null;
  request_id: string | null;
  status: number | null;
  /** JSON array of the names of the fields the change set. */
  fields: string;
  prev_hash: string;
  hash: string;
}

/** The last entry of each organisation's chain: writers update it first, so they take turns. */
export interface AuditHeadsTable {
  organization_id: string;
  seq: ColumnType<number, number, number>;
  hash: string;
}

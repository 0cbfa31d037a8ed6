// Every event of an organisation (docs/design/events.md): what the feed serves and what webhook deliveries send.

export interface EventsTable {
  /** The event's id, the same in the feed and in every delivery (receivers deduplicate on it). */
  id: string;
  organization_id: string;
  type: string;
  payload: string; // the JSON body: { id, type, createdAt, organizationId, data }
  /** The order events were written (src/db/event-log.ts). */
  position: number;
  /** PostgreSQL: the writing transaction's id; SQLite: 0. */
  tx: number;
  survey_id: string | null;
  /** The response a `response.*` event is about. */
  response_id: string | null;
  created_at: string;
}

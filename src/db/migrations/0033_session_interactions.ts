// One meaning for "events" (docs/architecture.md, "Names"): an event is an entry of the integration log that the feed
// serves and the webhooks send. What a respondent's browser reports of their behaviour on the page (focus, blur,
// paste, a change of answer) are the session's interactions: the column is renamed to say so. The contract keeps its
// field name (`events`, of type InteractionEvent) for the callers that send them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').renameColumn('events', 'interactions').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').renameColumn('interactions', 'events').execute();
}

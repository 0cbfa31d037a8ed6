// Sessions that name a link of another survey or a contact of another organisation (an import could store them until
// the import checked its ids): the reference is dropped, and the surveys concerned lose their analytics, which the
// data step after the migrations (src/analytics/backfill.ts) counts again from their sessions.
import { sql, type Kysely } from 'kysely';

const foreignCollector = sql<boolean>`sessions.collector_id is not null and not exists (
  select 1 from collectors where collectors.id = sessions.collector_id and collectors.survey_id = sessions.survey_id)`;
const foreignContact = sql<boolean>`sessions.contact_id is not null and not exists (
  select 1 from contacts join surveys on surveys.organization_id = contacts.organization_id
  where contacts.id = sessions.contact_id and surveys.id = sessions.survey_id)`;

/** The columns this migration touches, as they are at 0019 (a migration imports no live table types). */
interface Tables {
  sessions: { survey_id: string; collector_id: string | null; contact_id: string | null };
  analytics_state: { survey_id: string };
}

export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as Kysely<Tables>;
  const affected = await db
    .selectFrom('sessions')
    .select('survey_id')
    .distinct()
    .where(sql<boolean>`(${foreignCollector}) or (${foreignContact})`)
    .execute();
  if (affected.length === 0) return;
  await db.updateTable('sessions').set({ collector_id: null }).where(foreignCollector).execute();
  await db.updateTable('sessions').set({ contact_id: null }).where(foreignContact).execute();
  const surveys = affected.map((r) => r.survey_id);
  await db.deleteFrom('analytics_state').where('survey_id', 'in', surveys).execute();
}

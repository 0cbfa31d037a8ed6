// Erasure of a contact's hidden field values (docs/design/hidden-fields.md): the personal values their sessions arrived
// with go, marks included, before the contact does (a failure between leaves the contact to erase again, never the
// values without their contact). Each survey's sessions change through the session writer and the journal, as a
// recompute: nothing counted moves, since personal values are never counted.
import type { Db } from '../database';
import type { SessionRow } from '../db/schema';
import { fromJson, toJson } from '../db/values';
import { isPostgres } from '../db/locks';
import { saveSessions, writeSurveySessions } from './session-writer';
import { PERSONAL_MARK, type HiddenValues } from '../hidden-fields/values';

/** The session with its personal values gone: the sealed ones and the marks that stood for them. */
function withoutPersonal(row: SessionRow): SessionRow {
  const kept = Object.entries(fromJson<HiddenValues>(row.hidden, {})).filter(([, value]) => value !== PERSONAL_MARK);
  return { ...row, hidden: toJson(Object.fromEntries(kept)), hidden_sealed: null };
}

export async function erasePersonalHidden(db: Db, organizationId: string, contactId: string): Promise<void> {
  const surveys = await db.kysely
    .selectFrom('sessions')
    .select('survey_id')
    .distinct()
    .where('contact_id', '=', contactId)
    .where('hidden_sealed', 'is not', null)
    .execute();
  for (const { survey_id: surveyId } of surveys) {
    await writeSurveySessions(db, surveyId, async ({ trx, questionnaire }) => {
      const query = trx
        .selectFrom('sessions')
        .selectAll()
        .where('survey_id', '=', surveyId)
        .where('contact_id', '=', contactId)
        .where('hidden_sealed', 'is not', null);
      const rows = await (isPostgres(trx) ? query.forUpdate() : query).execute();
      const changes = rows.map((before) => ({ before, after: withoutPersonal(before) }));
      await saveSessions(db, trx, 'session.recomputed', {
        survey: { id: surveyId, organization_id: organizationId },
        questionnaire,
        changes,
      });
    });
  }
}

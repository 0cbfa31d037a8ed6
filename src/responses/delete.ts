// Deleting responses (docs/design/responses.md, "Deleting"): a writer on the change journal like any other. Each batch
// runs as a bulk writer (the survey's locks held, src/responses/session-writer.ts), reads its sessions locked, and
// hands them to the session writer, which settles what the deletion judges again (the next holder of a text, the
// completions the median's move re-flags), publishes `sessions.deleted` while the rows are still there (the analytics
// take their contribution away, the quotas free their places, the webhooks send `response.deleted`), then deletes
// them; export lines, quota members and reward decisions go with the rows (their keys cascade).
import type { Db } from '../database';
import type { SessionRow, SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import { invalid } from '../errors';
import { isPostgres } from '../db/locks';
import type { Trx } from '../journal/journal';
import { deleteSessions, writeSurveySessions } from './session-writer';

/** Sessions deleted per transaction, and the most one call deletes through a filter. */
export const DELETE_BATCH = 500;
export const DELETE_MAX = 100_000;

async function lockedSessions(trx: Trx, surveyId: string, ids: readonly string[]): Promise<SessionRow[]> {
  const read = trx.selectFrom('sessions').selectAll().where('survey_id', '=', surveyId).where('id', 'in', ids).orderBy('id');
  return (isPostgres(trx) ? read.forUpdate() : read).execute();
}

/** Deletes the sessions of `surveyId` among `ids` (at most DELETE_BATCH) in one transaction; answers how many went. */
export async function deleteBatch(db: Db, survey: Pick<SurveyRow, 'id' | 'organization_id'>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return writeSurveySessions(db, survey.id, async ({ trx, questionnaire }) => {
    const sessions = await lockedSessions(trx, survey.id, ids);
    if (sessions.length === 0) return 0;
    await deleteSessions(db, trx, { survey: { id: survey.id, organization_id: survey.organization_id }, questionnaire, sessions });
    return sessions.length;
  });
}

export async function deleteResponse(db: Db, survey: Pick<SurveyRow, 'id' | 'organization_id'>, session: SessionRow): Promise<void> {
  await deleteBatch(db, survey, [session.id]);
}

type Filter = NonNullable<Schemas['DeleteResponsesRequest']['filter']>;

/** The next batch of the survey's session ids a filter matches (each batch deleted before the next is read). */
async function matching(db: Db, surveyId: string, f: Filter, limit: number): Promise<string[]> {
  let q = db.kysely.selectFrom('sessions').select('id').where('survey_id', '=', surveyId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.since) q = q.where('started_at', '>=', f.since);
  if (f.until) q = q.where('started_at', '<', f.until);
  if (f.collectorId) q = q.where('collector_id', '=', f.collectorId);
  return (await q.orderBy('id').limit(limit).execute()).map((r) => r.id);
}

export async function deleteResponses(
  db: Db,
  survey: SurveyRow,
  body: Schemas['DeleteResponsesRequest'],
): Promise<Schemas['DeletedResponses']> {
  if ((body.ids === undefined) === (body.filter === undefined))
    throw invalid([{ in: 'body', name: 'ids', message: 'give exactly one of ids and filter' }]);
  if (body.ids) {
    const found = new Set(
      (await db.kysely.selectFrom('sessions').select('id').where('survey_id', '=', survey.id).where('id', 'in', body.ids).execute()).map(
        (r) => r.id,
      ),
    );
    const missing = body.ids.flatMap((id, i) =>
      found.has(id) ? [] : [{ in: 'body' as const, name: `ids[${i}]`, message: `is not a response of this survey` }],
    );
    if (missing.length) throw invalid(missing);
    let deleted = 0;
    for (let i = 0; i < body.ids.length; i += DELETE_BATCH) deleted += await deleteBatch(db, survey, body.ids.slice(i, i + DELETE_BATCH));
    return { deleted };
  }
  const filter = body.filter!;
  if (filter.collectorId) {
    const collector = await db.kysely
      .selectFrom('collectors')
      .select('id')
      .where('id', '=', filter.collectorId)
      .where('survey_id', '=', survey.id)
      .executeTakeFirst();
    if (!collector) throw invalid([{ in: 'body', name: 'filter.collectorId', message: 'is not a collector of this survey' }]);
  }
  let deleted = 0;
  while (deleted < DELETE_MAX) {
    const ids = await matching(db, survey.id, filter, Math.min(DELETE_BATCH, DELETE_MAX - deleted));
    if (ids.length === 0) break;
    deleted += await deleteBatch(db, survey, ids);
  }
  return { deleted };
}

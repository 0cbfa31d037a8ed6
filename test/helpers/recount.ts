// The analytics' invariant, checked after any sequence of writes: the stored counters (their stripes summed), every
// session's stored quality, the flag index, the text index and the median equal a recount from the sessions.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { recount } from '../../src/analytics/recount';
import { SEP } from '../../src/analytics/facts';

export async function matchesRecount(db: Kysely<Database>, surveyId: string): Promise<void> {
  const expectedQuality = new Map<string, string>();
  const expectedFlags: string[] = [];
  const expectedTexts: string[] = [];
  const scratch = await recount(db, surveyId, (row, q, hashes) => {
    expectedQuality.set(row.id, JSON.stringify([q.flags, q.riskScore, q.evidence]));
    for (const flag of q.flags.length ? ['all', ...q.flags] : []) expectedFlags.push(`${flag}|${row.id}|${q.riskScore}`);
    for (const h of hashes) expectedTexts.push(`${h}|${row.id}`);
  });
  // A counter is the sum of its stripes (concurrent writers on PostgreSQL add to different rows).
  const counters = await db
    .selectFrom('analytics_counters')
    .select(['grp', 'key', sql<number>`sum(n)`.as('n')])
    .where('survey_id', '=', surveyId)
    .groupBy(['grp', 'key'])
    .having(sql<number>`sum(n)`, '!=', 0)
    .execute();
  const stored = Object.fromEntries(counters.map((c) => [c.grp + SEP + c.key, Number(c.n)]));
  expect(stored).toEqual(Object.fromEntries(scratch.counts));
  const sessions = await db
    .selectFrom('sessions')
    .select(['id', 'quality_flags', 'risk_score', 'quality_evidence'])
    .where('survey_id', '=', surveyId)
    .execute();
  const storedQuality = new Map(
    sessions.map((s) => [s.id, JSON.stringify([JSON.parse(s.quality_flags), Number(s.risk_score), JSON.parse(s.quality_evidence)])]),
  );
  expect(storedQuality).toEqual(expectedQuality);
  const flags = await db
    .selectFrom('session_flags')
    .select(['flag', 'session_id', 'risk_score'])
    .where('survey_id', '=', surveyId)
    .execute();
  expect(flags.map((f) => `${f.flag}|${f.session_id}|${f.risk_score}`).sort()).toEqual(expectedFlags.sort());
  const texts = await db.selectFrom('analytics_texts').select(['hash', 'session_id']).where('survey_id', '=', surveyId).execute();
  expect(texts.map((t) => `${t.hash}|${t.session_id}`).sort()).toEqual(expectedTexts.sort());
  const state = await db.selectFrom('analytics_state').select('median_seconds').where('survey_id', '=', surveyId).executeTakeFirst();
  expect(state?.median_seconds ?? null).toBe(scratch.median);
}

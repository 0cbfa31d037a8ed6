// GET /surveys/{id}/analytics/quality: how many sessions each flag affects, and a page of flagged sessions with
// their evidence, read from the flag index (highest risk first) so the cost does not grow with the survey.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromJson } from '../db/values';
import type { Schemas } from '../contract';
import { FLAGS, type Evidence } from './quality';
import { quantile, countOf, round, share } from './stats';
import { flaggedSessionIds } from './store';
import type { Tally } from './tally';
import { FLAG_WEIGHTS, QUALITY, QUALITY_PAGE } from './thresholds';

export function qualityFlagStatistics(t: Tally): Schemas['FlagStatistic'][] {
  return FLAGS.map((flag) => ({
    flag,
    count: t.flags.get(flag) ?? 0,
    share: share(t.flags.get(flag) ?? 0, t.total),
    weight: (FLAG_WEIGHTS as Record<string, number>)[flag] ?? null,
  }));
}

export const clampLimit = (limit: number | undefined): number => Math.min(QUALITY_PAGE.max, limit ?? QUALITY_PAGE.default);

export async function qualityReport(
  db: Kysely<Database>,
  surveyId: string,
  t: Tally,
  query: { limit?: number; filter?: Schemas['QualityFilter'] },
): Promise<Schemas['QualityAnalytics']> {
  const limit = clampLimit(query.limit);
  const filter = query.filter ?? 'all';
  const ids = await flaggedSessionIds(db, surveyId, filter, limit);
  const rows = ids.length
    ? await db
        .selectFrom('sessions')
        .select(['id', 'status', 'end_reason', 'started_at', 'duration_seconds', 'quality_flags', 'risk_score', 'quality_evidence'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const flagged = t.flags.get('$flagged') ?? 0;
  const completions = countOf(t.times);
  return {
    surveyId,
    method: 'computed',
    generatedAt: new Date().toISOString(),
    limit,
    filter,
    summary: {
      sessions: t.total,
      flaggedSessions: flagged,
      highRiskSessions: t.flags.get('high_risk') ?? 0,
      excludedSessions: t.flags.get('excluded') ?? 0,
      flaggedShare: share(flagged, t.total),
      averageRiskScore: t.total ? round((t.flags.get('$risk') ?? 0) / t.total, 2) : null,
      medianCompletionTime: completions >= QUALITY.minCompletionsForSpeeding ? quantile(t.times, 0.5) : null,
    },
    flags: qualityFlagStatistics(t),
    sessions: ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      return [
        {
          sessionId: r.id,
          status: r.status as Schemas['ResponseStatus'],
          endReason: r.end_reason as Schemas['EndReason'],
          startedAt: r.started_at,
          durationSeconds: r.duration_seconds === null ? null : Number(r.duration_seconds),
          flags: fromJson<Schemas['QualityFlag'][]>(r.quality_flags, []),
          riskScore: Number(r.risk_score ?? 0),
          evidence: fromJson<Evidence[]>(r.quality_evidence, []),
        },
      ];
    }),
    thresholds: { ...QUALITY, weights: { ...FLAG_WEIGHTS } },
  };
}

// GET /surveys/{id}/analytics: outcomes, completion rate, timing, question summaries, daily series and the
// optional blocks (docs/design/outcomes.md, docs/design/readiness.md).
import type { Schemas } from '../contract';
import { questionSummaries } from './questions';
import { qualityFlagStatistics } from './quality-report';
import { QUALIFIED } from './session';
import { completionsForWidth, countOf, marginOfError, mean, quantile, reportability, round, share, wilson } from './stats';
import type { Structure } from './structure';
import type { SessionCell, Tally } from './tally';
import { TIMING_RESOLUTION_SECONDS } from './thresholds';
import { CONFIDENCE } from '../confidence';
import { G } from './facts';

export type OverviewBlock = 'devices' | 'geography' | 'quality' | 'confidence' | 'languages';

function sessionCounts(t: Tally): Schemas['SessionCounts'] {
  return {
    total: t.total,
    qualified: t.qualified,
    completed: t.outcome('completed'),
    abandoned: t.outcome('abandoned'),
    inProgress: t.outcome('in_progress'),
    screenedOut: t.outcome('screened_out'),
    quotaFull: t.outcome('quota_full'),
    qualityExcluded: t.outcome('quality_excluded'),
  };
}

function timing(t: Tally): Schemas['CompletionTiming'] {
  const n = countOf(t.times);
  if (n === 0) return { completedCount: 0 };
  return {
    completedCount: n,
    avgCompletionTime: round(mean(t.times) ?? 0, 2),
    medianCompletionTime: quantile(t.times, 0.5) ?? 0,
    p25CompletionTime: quantile(t.times, 0.25) ?? 0,
    p75CompletionTime: quantile(t.times, 0.75) ?? 0,
  };
}

/** Segments of the sessions by one attribute, largest first, `unknown` last. */
export function segments<C extends Pick<SessionCell, 'outcome' | 'n'>>(cells: C[], label: (c: C) => string): Schemas['SegmentCount'][] {
  const by = new Map<string, { sessions: number; qualified: number; completed: number }>();
  for (const c of cells) {
    const k = label(c);
    const s = by.get(k) ?? { sessions: 0, qualified: 0, completed: 0 };
    s.sessions += c.n;
    if (QUALIFIED.has(c.outcome)) s.qualified += c.n;
    if (c.outcome === 'completed') s.completed += c.n;
    by.set(k, s);
  }
  return [...by]
    .map(([k, s]) => ({ label: k, ...s, completionRate: share(s.completed, s.qualified) }))
    .sort(
      (a, b) => Number(a.label === 'unknown') - Number(b.label === 'unknown') || b.sessions - a.sessions || (a.label < b.label ? -1 : 1),
    );
}

/** The completion rate's own Wilson interval (on the qualified sessions), absent with none. */
function rateInterval(completed: number, qualified: number): Pick<Schemas['SurveyAnalytics'], 'completionRateInterval'> {
  const interval = wilson(completed, qualified);
  return interval ? { completionRateInterval: [round(interval[0]), round(interval[1])] } : {};
}

export function confidence(completed: number): Schemas['ConfidenceBlock'] {
  const moe = marginOfError(completed);
  // The worst case is symmetric about 50%: the interval is 0.5 plus or minus the margin.
  const interval: [number, number] | null = moe === null ? null : [round(0.5 - moe), round(0.5 + moe)];
  const level = reportability(completed, 0.5);
  return {
    sampleSize: completed,
    populationSize: null,
    marginOfError: moe === null ? null : round(moe),
    worstCaseInterval: interval,
    interval,
    intervalWidth: moe === null ? null : round(2 * moe),
    reportability: level,
    defensible: level === 'reliable' && moe !== null && 2 * moe <= CONFIDENCE.maxIntervalWidth,
    defensibleFrom: completionsForWidth(CONFIDENCE.maxIntervalWidth),
    thresholds: { ...CONFIDENCE },
  };
}

export function overview(
  surveyId: string,
  t: Tally,
  structure: Structure,
  include: readonly OverviewBlock[],
  abandonAfterMinutes: number,
): Schemas['SurveyAnalytics'] {
  const result: Schemas['SurveyAnalytics'] = {
    surveyId,
    method: 'computed',
    generatedAt: new Date().toISOString(),
    sessions: sessionCounts(t),
    completionRate: share(t.outcome('completed'), t.qualified),
    ...rateInterval(t.outcome('completed'), t.qualified),
    timing: timing(t),
    questions: questionSummaries(structure, t),
    daily: [...t.daily].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([date, p]) => ({ date, ...p })),
    thresholds: { abandonAfterMinutes, timingResolutionSeconds: TIMING_RESOLUTION_SECONDS },
  };
  const blocks = new Set(include);
  if (blocks.has('devices')) {
    result.devices = {
      types: segments(t.sessionCells, (c) => c.device),
      browsers: segments(t.sessionCells, (c) => c.browser),
      operatingSystems: segments(t.sessionCells, (c) => c.os),
    };
  }
  if (blocks.has('geography')) {
    const regions = segments(t.sessionCells, (c) => JSON.stringify([c.country, c.region]));
    result.geography = {
      countries: segments(t.sessionCells, (c) => c.country),
      regions: regions.map((r) => {
        const [country, region] = JSON.parse(r.label) as [string, string];
        return { ...r, label: region, country };
      }),
    };
  }
  if (blocks.has('quality')) {
    const flagged = t.flags.get('$flagged') ?? 0;
    result.quality = {
      sessions: t.total,
      flaggedSessions: flagged,
      highRiskSessions: t.flags.get('high_risk') ?? 0,
      flaggedShare: share(flagged, t.total),
      flags: qualityFlagStatistics(t),
    };
  }
  if (blocks.has('confidence')) result.confidence = confidence(t.outcome('completed'));
  // Read into the tally only when asked for (src/analytics/service.ts): one cell per language and session dimensions.
  if (blocks.has('languages')) result.languages = segments(t.valueCells.get(G.language) ?? [], (c) => c.value);
  return result;
}

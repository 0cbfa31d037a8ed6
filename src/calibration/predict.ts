// The insignificance prediction (docs/design/calibration.md, docs/design/calibration.md): how likely the planned (else the current) sample is to miss an
// effect of `minEffect` on the objective's metric, the sample that reaches the power, and when fieldwork gets there.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import { readTally, type Tally } from '../analytics/tally';
import { nowIso } from '../db/values';
import { activeArms, settingsOf } from './repository';
import { cohenH, mean, posterior, powerAt, requiredPerGroup } from './stats';
import { CALIBRATION } from './thresholds';
import { calibrationOf, priorOf, type Metric } from './trials';

export interface PredictionQuery {
  minEffect: number;
  alpha?: number;
  power?: number;
  plannedSampleSize?: number;
}

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));
const DAY_MS = 86_400_000;

/** The survey's trials and successes. For the quality rate, completions less the high-risk sessions (all outcomes). */
function overall(t: Tally, metric: Metric): { trials: number; successes: number } {
  const completed = t.outcome('completed');
  const trials = completed + t.outcome('abandoned') + t.outcome('quality_excluded');
  const successes = metric === 'completion_rate' ? completed : Math.max(0, completed - (t.flags.get('high_risk') ?? 0));
  return { trials, successes };
}

/** Mean completions a day over the most recent days (up to CALIBRATION.rateDays) that had sessions; null without any. */
export function dailyRate(t: Tally): number | null {
  const days = [...t.daily]
    .filter(([, d]) => d.started > 0)
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .slice(0, CALIBRATION.rateDays);
  if (!days.length) return null;
  const rate = days.reduce((s, [, d]) => s + d.completed, 0) / days.length;
  return rate > 0 ? rate : null;
}

export async function insignificance(
  db: Db,
  survey: Pick<SurveyRow, 'id'>,
  q: PredictionQuery,
): Promise<Schemas['InsignificancePrediction']> {
  const alpha = q.alpha ?? CALIBRATION.alpha;
  const power = q.power ?? CALIBRATION.power;
  const [settings, arms, tally] = await Promise.all([
    settingsOf(db.kysely, survey.id),
    activeArms(db.kysely, survey.id),
    readTally(db.kysely, survey.id),
  ]);
  const calibration = calibrationOf(settings);
  const metric = calibration.objective.metric;
  const { trials, successes } = overall(tally, metric);
  const baseline = mean(posterior(priorOf(calibration), successes, trials - successes));
  const target = Math.min(1 - 1e-9, Math.max(1e-9, baseline + q.minEffect));
  const h = cohenH(baseline, target);
  const groups = arms.length || 2;
  const perGroup = q.plannedSampleSize ?? Math.floor(trials / groups);
  const achieved = powerAt(h, perGroup, alpha);
  const required = Math.min(CALIBRATION.maxSampleSize, requiredPerGroup(h, alpha, power));
  const rate = dailyRate(tally);
  const remaining = Math.max(0, required * groups - trials);
  const today = new Date(nowIso().slice(0, 10));
  return {
    surveyId: survey.id,
    metric,
    minEffect: q.minEffect,
    alpha,
    power,
    baselineRate: round(baseline),
    targetRate: round(target),
    effectSize: round(h),
    groups,
    basis: q.plannedSampleSize === undefined ? 'current' : 'planned',
    sampleSizePerGroup: perGroup,
    achievedPower: round(achieved),
    probabilityOfMissing: round(1 - achieved),
    requiredSampleSizePerGroup: required,
    currentSampleSize: trials,
    dailyRate: rate === null ? null : round(rate, 2),
    projectedDate: rate === null ? null : new Date(today.getTime() + Math.ceil(remaining / rate) * DAY_MS).toISOString().slice(0, 10),
    method: 'computed',
    generatedAt: nowIso(),
  };
}

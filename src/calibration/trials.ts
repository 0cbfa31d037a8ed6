// Trials and successes (docs/design/calibration.md, docs/design/calibration.md): a trial is a session that completed, was abandoned or was excluded for
// quality; screen-outs, quota-full and in-progress sessions are not trials. A success is a completion, or for the
// quality rate a completion that is not high risk.
import type { CalibrationSettingsRow } from '../db/schema';
import type { Schemas } from '../contract';
import { fromJson } from '../db/values';
import { posterior, type Beta } from './stats';
import { DEFAULT_OBJECTIVE, DEFAULT_PRIORS } from './thresholds';

export type Metric = Schemas['CalibrationMetric'];
export type Priors = Schemas['CalibrationPriors'];
export type Objective = Schemas['CalibrationObjective'];

const TRIALS = new Set(['completed', 'abandoned', 'quality_excluded']);

export interface ArmTally {
  /** Every session assigned to the arm, trials or not. */
  assigned: number;
  trials: number;
  successes: number;
}

export const isSuccess = (metric: Metric, outcome: string, highRisk: boolean): boolean =>
  outcome === 'completed' && (metric === 'completion_rate' || !highRisk);

export function tallyArms(rows: readonly { armId: string; outcome: string; highRisk: boolean; n: number }[], metric: Metric) {
  const out = new Map<string, ArmTally>();
  for (const r of rows) {
    const t = out.get(r.armId) ?? { assigned: 0, trials: 0, successes: 0 };
    t.assigned += r.n;
    if (TRIALS.has(r.outcome)) t.trials += r.n;
    if (isSuccess(metric, r.outcome, r.highRisk)) t.successes += r.n;
    out.set(r.armId, t);
  }
  return out;
}

export interface Calibration {
  priors: Priors;
  objective: Objective;
}

/** A survey's priors and objective: the stored ones, else the defaults of docs/design/calibration.md. */
export const calibrationOf = (row: CalibrationSettingsRow | undefined): Calibration => ({
  priors: row ? fromJson<Priors>(row.priors, DEFAULT_PRIORS) : structuredClone(DEFAULT_PRIORS),
  objective: row ? fromJson<Objective>(row.objective, DEFAULT_OBJECTIVE) : structuredClone(DEFAULT_OBJECTIVE),
});

export const priorOf = (c: Calibration): Beta => (c.objective.metric === 'quality_rate' ? c.priors.qualityRate : c.priors.completionRate);

export const posteriorOf = (c: Calibration, t: ArmTally | undefined): Beta =>
  posterior(priorOf(c), t?.successes ?? 0, (t?.trials ?? 0) - (t?.successes ?? 0));

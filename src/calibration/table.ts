// Calibration (docs/design/calibration.md): per survey its priors and objective (one row, absent until first set), and its wording arms.

export interface CalibrationSettingsTable {
  survey_id: string;
  organization_id: string;
  /** JSON `CalibrationPriors`. */
  priors: string;
  /** JSON `CalibrationObjective`. */
  objective: string;
  /** The arm `calibration.converged` named; null until then, and again after the objective or the arms change. */
  converged_arm_id: string | null;
  updated_at: string;
}

export type ArmStatus = 'active' | 'paused';

export interface CalibrationArmsTable {
  id: string;
  survey_id: string;
  organization_id: string;
  name: string;
  status: ArmStatus;
  /** JSON `ArmOverride[]`: the wording this arm shows instead of the questionnaire's. */
  overrides: string;
  created_at: string;
  updated_at: string;
}

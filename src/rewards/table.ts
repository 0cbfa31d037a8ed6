// Rewards (docs/design/rewards.md): settings per survey, the pool of codes, one decision per completed session.
export interface RewardSettingsTable {
  survey_id: string;
  enabled: number; // 0 | 1
  exclude_high_risk: number;
  exclude_screened_out: number;
  low_stock_threshold: number;
  message: string;
  /** 1 once `rewards.low_stock` fired; back to 0 when an upload lifts the pool above the threshold. */
  low_stock_notified: number;
  updated_at: string;
}

export interface RewardCodesTable {
  id: string;
  survey_id: string;
  code_sealed: string;
  /** Keyed hash of the code, unique per survey: duplicates are found without opening the seal. */
  code_hash: string;
  last4: string;
  session_id: string | null;
  assigned_at: string | null;
  created_at: string;
}

export type RewardOutcome = 'assigned' | 'no_codes_left' | 'screened_out' | 'high_risk';

export interface RewardDecisionsTable {
  session_id: string;
  survey_id: string;
  outcome: RewardOutcome;
  code_id: string | null;
  decided_at: string;
}

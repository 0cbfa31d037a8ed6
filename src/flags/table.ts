// The operator's run-time switches.

export interface FeatureFlagsTable {
  name: string;
  enabled: number; // 0 | 1
  updated_at: string;
}

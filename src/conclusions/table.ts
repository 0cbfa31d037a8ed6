// Stored claim checks.

export interface ClaimChecksTable {
  id: string;
  organization_id: string;
  survey_id: string;
  api_key_id: string;
  claim: string;
  approved: number; // 0/1
  assessment: string; // JSON: the ClaimAssessment returned
  created_at: string;
}

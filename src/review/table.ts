// Research reviews and their recommendations.

export interface ResearchReviewsTable {
  id: string;
  survey_id: string;
  organization_id: string;
  requested_by: string;
  overall_score: number;
  methodology_score: number;
  structure_score: number;
  statistics_score: number;
  respondent_score: number;
  /** JSON: the full structured review. */
  review_data: string;
  summary: string;
  created_at: string;
}

export interface ReviewRecommendationsTable {
  id: string;
  review_id: string;
  position: number;
  priority: 'high' | 'medium' | 'low';
  action: string;
  rationale: string;
  status: 'pending' | 'accepted' | 'dismissed';
  dismissed_reason: string | null;
  resolved_at: string | null;
  created_at: string;
  updated_at: string;
}

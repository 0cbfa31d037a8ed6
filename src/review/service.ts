// The research review (docs/design/design-review.md): request one (5 an hour per organisation: x-rate-limit in the contract), read the latest, and accept or
// dismiss its recommendations. A review is computed from the questionnaire and the survey's completed sample; no
// model is called and no AI allowance is used.
import { ApiError } from '../errors';
import { newId, newSurveyChild } from '../ids';
import { fromJson, toJson } from '../db/values';
import type { ResearchReviewRow, ReviewRecommendationRow, SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import type { Db } from '../database';
import type { Config } from '../config';
import { listQuestionRows } from '../questions/repository';
import { getOverview } from '../analytics/service';
import { readQuestionnaire } from './questionnaire';
import { composeReview, type ReviewData } from './compose';
import { findRecommendation, insertReview, latestReview, recommendationsOf, updateRecommendation } from './repository';

/** What this part of the service uses of the running services (src/services.ts hands them over). */
type Uses = { db: Db; config: Pick<Config, 'abandonAfterMinutes'> };

type Review = Schemas['ResearchReview'];

function toRecommendation(r: ReviewRecommendationRow): Schemas['ReviewRecommendation'] {
  return {
    id: r.id,
    reviewId: r.review_id,
    priority: r.priority,
    action: r.action,
    rationale: r.rationale,
    status: r.status,
    dismissedReason: r.dismissed_reason,
    resolvedAt: r.resolved_at,
    createdAt: r.created_at,
  };
}

function toReview(row: ResearchReviewRow, recs: ReviewRecommendationRow[]): Review {
  const allDismissed = recs.length > 0 && recs.every((r) => r.status === 'dismissed');
  return {
    id: row.id,
    surveyId: row.survey_id,
    organizationId: row.organization_id,
    requestedBy: row.requested_by,
    overallScore: Number(row.overall_score),
    methodologyScore: Number(row.methodology_score),
    structureScore: Number(row.structure_score),
    statisticsScore: Number(row.statistics_score),
    respondentScore: Number(row.respondent_score),
    reviewData: fromJson<ReviewData>(row.review_data, {} as ReviewData),
    summary: row.summary,
    status: allDismissed ? 'dismissed' : 'completed',
    recommendations: recs.map(toRecommendation),
    createdAt: row.created_at,
  };
}

export async function requestReview(services: Uses, requestedBy: string, survey: SurveyRow): Promise<Review> {
  const db = services.db;
  const questions = readQuestionnaire(await listQuestionRows(db.kysely, survey.id));
  const overview = await getOverview(db, survey.id, ['devices', 'confidence'], services.config.abandonAfterMinutes);
  const composed = composeReview(
    questions,
    {
      status: survey.status,
      completed: overview.sessions.completed,
      marginOfError: overview.confidence?.marginOfError ?? null,
      devices: (overview.devices?.types ?? []).map((t) => ({ label: t.label, completed: t.completed })),
    },
    survey.questionnaire_version,
  );
  const now = new Date().toISOString();
  const row: ResearchReviewRow = {
    ...newSurveyChild(survey),
    requested_by: requestedBy,
    overall_score: composed.overallScore,
    methodology_score: composed.scores.methodology,
    structure_score: composed.scores.structure,
    statistics_score: composed.scores.statistics,
    respondent_score: composed.scores.respondent,
    review_data: toJson(composed.reviewData),
    summary: composed.summary,
    created_at: now,
  };
  const recs: ReviewRecommendationRow[] = composed.reviewData.recommendations.map((r, position) => ({
    id: newId(),
    review_id: row.id,
    position,
    priority: r.priority,
    action: r.action,
    rationale: r.rationale,
    status: 'pending',
    dismissed_reason: null,
    resolved_at: null,
    created_at: now,
    updated_at: now,
  }));
  await db.kysely.transaction().execute((trx) => insertReview(trx, row, recs));
  return toReview(row, recs);
}

export async function getLatestReview(services: Uses, survey: SurveyRow): Promise<Review> {
  const row = await latestReview(services.db.kysely, survey.id);
  if (!row) throw new ApiError('review_not_found', `Survey ${survey.id} has no research review yet.`);
  return toReview(row, await recommendationsOf(services.db.kysely, row.id));
}

/** Accepts or dismisses a recommendation. A new decision replaces the old; repeating the same one changes nothing. */
export async function decideRecommendation(
  services: Uses,
  survey: SurveyRow,
  body: Schemas['RecommendationDecisionRequest'],
): Promise<Schemas['RecommendationDecision']> {
  const db = services.db.kysely;
  const rec = await findRecommendation(db, survey.id, body.recommendationId);
  if (!rec)
    throw new ApiError('recommendation_not_found', `No recommendation '${body.recommendationId}' belongs to a review of this survey.`);
  const reason = body.action === 'dismissed' ? (body.reason ?? null) : null;
  if (rec.status === body.action && rec.dismissed_reason === reason) {
    return { recommendationId: rec.id, status: rec.status, updatedAt: rec.updated_at };
  }
  const now = new Date().toISOString();
  await updateRecommendation(db, rec.id, { status: body.action, dismissed_reason: reason, resolved_at: now, updated_at: now });
  return { recommendationId: rec.id, status: body.action, updatedAt: now };
}

// Research reviews and their recommendations: plain queries over `db | trx`.
import type { Kysely, Transaction } from 'kysely';
import type { Database, ResearchReviewRow, ReviewRecommendationRow } from '../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export async function insertReview(db: Q, review: ResearchReviewRow, recommendations: ReviewRecommendationRow[]): Promise<void> {
  await db.insertInto('research_reviews').values(review).execute();
  if (recommendations.length) await db.insertInto('review_recommendations').values(recommendations).execute();
}

export async function latestReview(db: Q, surveyId: string): Promise<ResearchReviewRow | undefined> {
  return db.selectFrom('research_reviews').selectAll().where('survey_id', '=', surveyId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function recommendationsOf(db: Q, reviewId: string): Promise<ReviewRecommendationRow[]> {
  return db.selectFrom('review_recommendations').selectAll().where('review_id', '=', reviewId).orderBy('position').execute();
}

/** A recommendation of any review of the survey. */
export async function findRecommendation(db: Q, surveyId: string, id: string): Promise<ReviewRecommendationRow | undefined> {
  const reviewsOfSurvey = db.selectFrom('research_reviews').select('id').where('survey_id', '=', surveyId);
  return db
    .selectFrom('review_recommendations')
    .selectAll()
    .where('id', '=', id)
    .where('review_id', 'in', reviewsOfSurvey)
    .executeTakeFirst();
}

export async function updateRecommendation(db: Q, id: string, set: Partial<ReviewRecommendationRow>): Promise<void> {
  await db.updateTable('review_recommendations').set(set).where('id', '=', id).execute();
}

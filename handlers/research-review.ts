// The operations of the contract's "Research review" tag (openapi.yaml), each a few lines over its capability.
import { dashboardUserOf, type Handler } from '../src/http/types';
import { decideRecommendation, getLatestReview, requestReview } from '../src/review/service';

export const requestResearchReview: Handler<'requestResearchReview'> = async (ctx) => {
  const review = await requestReview(ctx.services, dashboardUserOf(ctx).userId, ctx.resources.survey);
  return { status: 201, body: review, headers: { Location: `/api/dashboard/surveys/${ctx.resources.survey.id}/research-review` } };
};

export const getResearchReview: Handler<'getResearchReview'> = async (ctx) => ({
  status: 200,
  body: await getLatestReview(ctx.services, ctx.resources.survey),
});

export const decideReviewRecommendation: Handler<'decideReviewRecommendation'> = async (ctx) => ({
  status: 200,
  body: await decideRecommendation(ctx.services, ctx.resources.survey, ctx.body),
});

// The operations of the contract's "Research review" tag (openapi.yaml), each a few lines over its capability.
import { ok, created } from '../src/http/replies';
import { dashboardUserOf } from '../src/http/types';
import { decideRecommendation, getLatestReview, requestReview } from '../src/review/service';

export const requestResearchReview = created<'requestResearchReview'>(
  (ctx) => requestReview(ctx.services, dashboardUserOf(ctx).userId, ctx.resources.survey),
  (_, ctx) => `/api/dashboard/surveys/${ctx.resources.survey.id}/research-review`,
);

export const getResearchReview = ok<'getResearchReview'>((ctx) => getLatestReview(ctx.services, ctx.resources.survey));

export const decideReviewRecommendation = ok<'decideReviewRecommendation'>((ctx) =>
  decideRecommendation(ctx.services, ctx.resources.survey, ctx.body),
);

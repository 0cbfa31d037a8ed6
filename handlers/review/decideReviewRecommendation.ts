import type { Handler } from '../../src/http/types';
import { decideRecommendation } from '../../src/review/service';

export const decideReviewRecommendation: Handler<'decideReviewRecommendation'> = async (ctx) => ({
  status: 200,
  body: await decideRecommendation(ctx.services, ctx.resources.survey, ctx.body),
});

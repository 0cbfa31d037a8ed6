import type { Handler } from '../../src/http/types';
import { getLatestReview } from '../../src/review/service';

export const getResearchReview: Handler<'getResearchReview'> = async (ctx) => ({
  status: 200,
  body: await getLatestReview(ctx.services, ctx.resources.survey),
});

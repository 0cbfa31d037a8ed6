import type { Handler } from '../../src/http/types';
import { dashboardUserOf } from '../../src/http/types';
import { requestReview } from '../../src/review/service';

export const requestResearchReview: Handler<'requestResearchReview'> = async (ctx) => {
  const review = await requestReview(ctx.services, dashboardUserOf(ctx).userId, ctx.resources.survey);
  return { status: 201, body: review };
};

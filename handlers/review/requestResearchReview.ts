import type { Handler } from '../../src/http/types';
import { dashboardUserOf, surveyOf } from '../../src/http/types';
import { requestReview } from '../../src/review/service';

export const requestResearchReview: Handler<'requestResearchReview'> = async (ctx) => {
  const { review, headers } = await requestReview(ctx.services, dashboardUserOf(ctx), surveyOf(ctx));
  return { status: 201, body: review, headers };
};

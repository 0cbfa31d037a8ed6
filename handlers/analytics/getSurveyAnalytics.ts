import type { Handler } from '../../src/http/types';
import { getOverview } from '../../src/analytics/service';

export const getSurveyAnalytics: Handler<'getSurveyAnalytics'> = async (ctx) => ({
  status: 200,
  body: await getOverview(ctx.services.db, ctx.resources.survey.id, ctx.query.include ?? [], ctx.services.config.abandonAfterMinutes),
});

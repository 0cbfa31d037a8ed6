import type { Handler } from '../../src/http/types';
import { getSnapshot } from '../../src/analytics/service';
import { insights } from '../../src/conclusions/insights';

export const getInsights: Handler<'getInsights'> = async (ctx) => {
  const survey = ctx.resources.survey;
  return { status: 200, body: insights(survey.id, await getSnapshot(ctx.services.db, survey.id, ctx.services.config.abandonAfterMinutes)) };
};

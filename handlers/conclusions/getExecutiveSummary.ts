import type { Handler } from '../../src/http/types';
import { getSnapshot } from '../../src/analytics/service';
import { executiveSummary } from '../../src/conclusions/summary';

export const getExecutiveSummary: Handler<'getExecutiveSummary'> = async (ctx) => {
  const survey = ctx.resources.survey;
  return {
    status: 200,
    body: executiveSummary(survey.id, survey.title, await getSnapshot(ctx.services.db, survey.id, ctx.services.config.abandonAfterMinutes)),
  };
};

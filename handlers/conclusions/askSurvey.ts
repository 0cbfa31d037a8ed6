import type { Handler } from '../../src/http/types';
import { getSnapshot } from '../../src/analytics/service';
import { ask } from '../../src/conclusions/ask';

export const askSurvey: Handler<'askSurvey'> = async (ctx) => {
  const survey = ctx.resources.survey;
  return {
    status: 200,
    body: ask(survey.id, ctx.body.question, await getSnapshot(ctx.services.db, survey.id, ctx.services.config.abandonAfterMinutes)),
  };
};

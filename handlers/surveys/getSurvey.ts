import type { Handler } from '../../src/http/types';
import { surveyDetail } from '../../src/surveys/service';

export const getSurvey: Handler<'getSurvey'> = async (ctx) => ({
  status: 200,
  body: await surveyDetail(ctx.services.db, ctx.resources.survey, {
    withQuestions: ctx.principal?.scopes.has('questions:read') ?? false,
    include: ctx.query.include ?? [],
    siteUrl: ctx.services.config.siteUrl,
  }),
});

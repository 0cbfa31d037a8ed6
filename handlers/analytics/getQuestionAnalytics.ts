import type { Handler } from '../../src/http/types';
import { getQuestions } from '../../src/analytics/service';

export const getQuestionAnalytics: Handler<'getQuestionAnalytics'> = async (ctx) => ({
  status: 200,
  body: await getQuestions(ctx.services.db, ctx.resources.survey.id, ctx.query.questionId),
});

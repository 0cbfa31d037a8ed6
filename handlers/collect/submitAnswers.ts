import type { Handler } from '../../src/http/types';
import { submitAnswers as submit } from '../../src/responses/collect';

export const submitAnswers: Handler<'submitAnswers'> = async (ctx) => ({
  status: 200,
  body: await submit(ctx.services.db, ctx.resources.survey, ctx.resources.session.id, ctx.body, ctx.services.config.secretKey),
});

import type { Handler } from '../../src/http/types';
import { sessionOf, surveyOf } from '../../src/http/types';
import { submitAnswers as submit } from '../../src/responses/collect';

export const submitAnswers: Handler<'submitAnswers'> = async (ctx) => ({
  status: 200,
  body: await submit(ctx.services.db, surveyOf(ctx), sessionOf(ctx).id, ctx.body),
});

import type { Handler } from '../../src/http/types';
import { withReward } from '../../src/rewards/respondent';
import { submitAnswers as submit } from '../../src/responses/collect';

export const submitAnswers: Handler<'submitAnswers'> = async (ctx) => ({
  status: 200,
  body: await withReward(
    ctx.services.db,
    ctx.services.config.secretKey,
    await submit(ctx.services.db, ctx.resources.survey, ctx.resources.session.id, ctx.body),
  ),
});

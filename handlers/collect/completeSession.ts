import type { Handler } from '../../src/http/types';
import { withReward } from '../../src/rewards/respondent';
import { completeSession as complete } from '../../src/responses/collect';

export const completeSession: Handler<'completeSession'> = async (ctx) => ({
  status: 200,
  body: await withReward(
    ctx.services.db,
    ctx.services.config.secretKey,
    await complete(ctx.services.db, ctx.resources.survey, ctx.resources.session.id),
  ),
});

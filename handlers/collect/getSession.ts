import type { Handler } from '../../src/http/types';
import { withReward } from '../../src/rewards/respondent';
import { sessionState } from '../../src/responses/collect';

export const getSession: Handler<'getSession'> = async (ctx) => ({
  status: 200,
  body: await withReward(
    ctx.services.db.kysely,
    ctx.services.config.secretKey,
    await sessionState(ctx.services.db, ctx.resources.survey, ctx.resources.session.id),
  ),
});

import type { Handler } from '../../src/http/types';
import { updateRewardSettings as update } from '../../src/rewards/service';

export const updateRewardSettings: Handler<'updateRewardSettings'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.survey, ctx.body),
});

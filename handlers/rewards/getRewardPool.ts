import type { Handler } from '../../src/http/types';
import { rewardPool } from '../../src/rewards/service';

export const getRewardPool: Handler<'getRewardPool'> = async (ctx) => ({
  status: 200,
  body: await rewardPool(ctx.services.db, ctx.resources.survey),
});

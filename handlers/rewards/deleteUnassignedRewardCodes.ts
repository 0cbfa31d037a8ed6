import type { Handler } from '../../src/http/types';
import { removeUnassigned } from '../../src/rewards/service';

export const deleteUnassignedRewardCodes: Handler<'deleteUnassignedRewardCodes'> = async (ctx) => ({
  status: 200,
  body: await removeUnassigned(ctx.services.db, ctx.resources.survey),
});

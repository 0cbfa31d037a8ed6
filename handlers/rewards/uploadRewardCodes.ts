import type { Handler } from '../../src/http/types';
import { uploadCodes } from '../../src/rewards/service';

export const uploadRewardCodes: Handler<'uploadRewardCodes'> = async (ctx) => ({
  status: 200,
  body: await uploadCodes(ctx.services.db, ctx.services.config.secretKey, ctx.resources.survey, ctx.body),
});

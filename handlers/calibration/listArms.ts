import type { Handler } from '../../src/http/types';
import { listArmPage } from '../../src/calibration/service';

export const listArms: Handler<'listArms'> = async (ctx) => ({
  status: 200,
  body: await listArmPage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
});

import type { Handler } from '../../src/http/types';
import { updateArm as update } from '../../src/calibration/service';

export const updateArm: Handler<'updateArm'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.arm, ctx.body),
});

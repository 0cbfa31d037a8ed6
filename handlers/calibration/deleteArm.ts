import type { Handler } from '../../src/http/types';
import { deleteArm as remove } from '../../src/calibration/service';

export const deleteArm: Handler<'deleteArm'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.arm);
  return { status: 204 };
};

import type { Handler } from '../../src/http/types';
import { getObjective } from '../../src/calibration/service';

export const getCalibrationObjective: Handler<'getCalibrationObjective'> = async (ctx) => ({
  status: 200,
  body: await getObjective(ctx.services.db, ctx.resources.survey),
});

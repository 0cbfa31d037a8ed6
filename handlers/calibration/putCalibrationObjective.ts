import type { Handler } from '../../src/http/types';
import { putObjective } from '../../src/calibration/service';

export const putCalibrationObjective: Handler<'putCalibrationObjective'> = async (ctx) => ({
  status: 200,
  body: await putObjective(ctx.services.db, ctx.resources.survey, ctx.body),
});

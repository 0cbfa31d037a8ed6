import type { Handler } from '../../src/http/types';
import { putPriors } from '../../src/calibration/service';

export const putCalibrationPriors: Handler<'putCalibrationPriors'> = async (ctx) => ({
  status: 200,
  body: await putPriors(ctx.services.db, ctx.resources.survey, ctx.body),
});

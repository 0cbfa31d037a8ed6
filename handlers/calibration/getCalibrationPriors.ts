import type { Handler } from '../../src/http/types';
import { getPriors } from '../../src/calibration/service';

export const getCalibrationPriors: Handler<'getCalibrationPriors'> = async (ctx) => ({
  status: 200,
  body: await getPriors(ctx.services.db, ctx.resources.survey),
});

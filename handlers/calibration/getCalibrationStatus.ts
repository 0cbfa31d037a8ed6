import type { Handler } from '../../src/http/types';
import { calibrationStatus } from '../../src/calibration/service';

export const getCalibrationStatus: Handler<'getCalibrationStatus'> = async (ctx) => ({
  status: 200,
  body: await calibrationStatus(ctx.services.db, ctx.resources.survey),
});

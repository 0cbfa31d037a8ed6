import type { Handler } from '../../src/http/types';
import { insignificance } from '../../src/calibration/predict';

export const getInsignificancePrediction: Handler<'getInsignificancePrediction'> = async (ctx) => ({
  status: 200,
  body: await insignificance(ctx.services.db, ctx.resources.survey, ctx.query),
});

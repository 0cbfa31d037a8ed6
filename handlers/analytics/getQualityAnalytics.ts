import type { Handler } from '../../src/http/types';
import { getQuality } from '../../src/analytics/service';

export const getQualityAnalytics: Handler<'getQualityAnalytics'> = async (ctx) => ({
  status: 200,
  body: await getQuality(ctx.services.db, ctx.resources.survey.id, ctx.query),
});

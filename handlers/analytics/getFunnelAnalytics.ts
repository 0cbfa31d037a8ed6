import type { Handler } from '../../src/http/types';
import { surveyOf } from '../../src/http/types';
import { getFunnel } from '../../src/analytics/service';

export const getFunnelAnalytics: Handler<'getFunnelAnalytics'> = async (ctx) => ({
  status: 200,
  body: await getFunnel(ctx.services.db, surveyOf(ctx).id, ctx.services.config.abandonAfterMinutes),
});

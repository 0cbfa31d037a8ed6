import type { Handler } from '../../src/http/types';
import { getFunnel } from '../../src/analytics/service';

export const getFunnelAnalytics: Handler<'getFunnelAnalytics'> = async (ctx) => ({
  status: 200,
  body: await getFunnel(ctx.services.db, ctx.resources.survey.id, ctx.services.config.abandonAfterMinutes),
});

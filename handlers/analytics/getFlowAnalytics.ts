import type { Handler } from '../../src/http/types';
import { getFlow } from '../../src/analytics/service';

export const getFlowAnalytics: Handler<'getFlowAnalytics'> = async (ctx) => ({
  status: 200,
  body: await getFlow(ctx.services.db, ctx.resources.survey.id),
});

import type { Handler } from '../../src/http/types';
import { getCrossTabulation as crossTab } from '../../src/analytics/service';

export const getCrossTabulation: Handler<'getCrossTabulation'> = async (ctx) => ({
  status: 200,
  body: await crossTab(ctx.services.db, ctx.resources.survey.id, ctx.query.rows, ctx.query.cols),
});

import type { Handler } from '../../src/http/types';
import { assignmentPage } from '../../src/rewards/service';

export const listRewardAssignments: Handler<'listRewardAssignments'> = async (ctx) => ({
  status: 200,
  body: await assignmentPage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
});

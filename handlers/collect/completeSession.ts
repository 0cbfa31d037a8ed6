import type { Handler } from '../../src/http/types';
import { completeSession as complete } from '../../src/responses/collect';

export const completeSession: Handler<'completeSession'> = async (ctx) => ({
  status: 200,
  body: await complete(ctx.services.db, ctx.resources.survey, ctx.resources.session.id, ctx.services.config.secretKey),
});

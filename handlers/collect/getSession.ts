import type { Handler } from '../../src/http/types';
import { sessionState } from '../../src/responses/collect';

export const getSession: Handler<'getSession'> = async (ctx) => ({
  status: 200,
  body: await sessionState(ctx.services.db, ctx.resources.survey, ctx.resources.session),
});

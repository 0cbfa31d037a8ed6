import type { Handler } from '../../src/http/types';
import { listResponsePage } from '../../src/responses/list';

export const listResponses: Handler<'listResponses'> = async (ctx) => ({
  status: 200,
  body: await listResponsePage(ctx.services.db, ctx.resources.survey.id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

import type { Handler } from '../../src/http/types';
import { listVariablePage } from '../../src/variables/service';

export const listVariables: Handler<'listVariables'> = async (ctx) => ({
  status: 200,
  body: await listVariablePage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
});

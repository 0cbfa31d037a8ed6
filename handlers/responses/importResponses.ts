import type { Handler } from '../../src/http/types';
import { importResponses as importBatch } from '../../src/responses/import';

export const importResponses: Handler<'importResponses'> = async (ctx) => ({
  status: 200,
  body: await importBatch(ctx.services.db, ctx.resources.survey, ctx.body),
});

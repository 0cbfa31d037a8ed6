import type { Handler } from '../../src/http/types';
import { previewVariable as preview } from '../../src/variables/service';

export const previewVariable: Handler<'previewVariable'> = async (ctx) => ({
  status: 200,
  body: await preview(ctx.services.db, ctx.resources.survey, ctx.body),
});

import type { Handler } from '../../src/http/types';
import { updateVariable as update } from '../../src/variables/service';

export const updateVariable: Handler<'updateVariable'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.variable, ctx.body, ctx.services.config.variablesInlineRecompute),
});

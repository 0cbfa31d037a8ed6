import type { Handler } from '../../src/http/types';
import { deleteVariable as remove } from '../../src/variables/service';

export const deleteVariable: Handler<'deleteVariable'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.variable, ctx.services.config.variablesInlineRecompute);
  return { status: 204 };
};

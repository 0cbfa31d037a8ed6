import type { Handler } from '../../src/http/types';
import { createVariable as create } from '../../src/variables/service';

export const createVariable: Handler<'createVariable'> = async (ctx) => {
  const variable = await create(ctx.services.db, ctx.resources.survey, ctx.body, ctx.services.config.variablesInlineRecompute);
  return { status: 201, body: variable, headers: { Location: `/api/v1/variables/${variable.id}` } };
};

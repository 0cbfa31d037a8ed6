import type { Handler } from '../../src/http/types';
import { variable } from '../../src/variables/service';

export const getVariable: Handler<'getVariable'> = async (ctx) => ({
  status: 200,
  body: await variable(ctx.services.db, ctx.resources.variable),
});

import type { Handler } from '../../src/http/types';
import { userGroup } from '../../src/groups/service';

export const getUserGroup: Handler<'getUserGroup'> = async (ctx) => ({
  status: 200,
  body: await userGroup(ctx.services.db, ctx.resources.group),
});

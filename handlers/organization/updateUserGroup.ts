import type { Handler } from '../../src/http/types';
import { updateUserGroup as update } from '../../src/groups/service';

export const updateUserGroup: Handler<'updateUserGroup'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.group, ctx.body),
});

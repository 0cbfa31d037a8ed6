import type { Handler } from '../../src/http/types';
import { groupMembers } from '../../src/groups/service';

export const listUserGroupMembers: Handler<'listUserGroupMembers'> = async (ctx) => ({
  status: 200,
  body: await groupMembers(ctx.services.db, ctx.resources.group),
});

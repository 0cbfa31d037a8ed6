import type { Handler } from '../../src/http/types';
import { setGroupMembers } from '../../src/groups/service';

export const setUserGroupMembers: Handler<'setUserGroupMembers'> = async (ctx) => ({
  status: 200,
  body: await setGroupMembers(ctx.services.db, ctx.resources.group, ctx.body),
});

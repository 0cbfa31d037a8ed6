import type { Handler } from '../../src/http/types';
import { deleteUserGroup as remove } from '../../src/groups/service';

export const deleteUserGroup: Handler<'deleteUserGroup'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.group);
  return { status: 204 };
};

import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { createUserGroup as create } from '../../src/groups/service';

export const createUserGroup: Handler<'createUserGroup'> = async (ctx) => {
  const group = await create(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: group, headers: { Location: `/api/v1/user-groups/${group.id}` } };
};

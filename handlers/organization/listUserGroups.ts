import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { listUserGroupPage } from '../../src/groups/service';

export const listUserGroups: Handler<'listUserGroups'> = async (ctx) => ({
  status: 200,
  body: await listUserGroupPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

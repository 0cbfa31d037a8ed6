import type { Handler } from '../../src/http/types';
import { listMemberPage } from '../../src/contacts/lists';

export const listContactListMembers: Handler<'listContactListMembers'> = async (ctx) => ({
  status: 200,
  body: await listMemberPage(ctx.services.db, ctx.services.config.secretKey, ctx.resources.list, ctx.query, ctx.given),
});

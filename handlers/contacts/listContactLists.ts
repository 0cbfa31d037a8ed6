import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { listContactListPage } from '../../src/contacts/lists';

export const listContactLists: Handler<'listContactLists'> = async (ctx) => ({
  status: 200,
  body: await listContactListPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

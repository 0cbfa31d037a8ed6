import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { listContactPage } from '../../src/contacts/service';

export const listContacts: Handler<'listContacts'> = async (ctx) => ({
  status: 200,
  body: await listContactPage(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.query, ctx.given),
});

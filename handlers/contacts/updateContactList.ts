import type { Handler } from '../../src/http/types';
import { updateContactList as update } from '../../src/contacts/lists';

export const updateContactList: Handler<'updateContactList'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.list, ctx.body),
});

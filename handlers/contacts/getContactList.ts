import type { Handler } from '../../src/http/types';
import { contactList } from '../../src/contacts/lists';

export const getContactList: Handler<'getContactList'> = async (ctx) => ({
  status: 200,
  body: await contactList(ctx.services.db, ctx.resources.list),
});

import type { Handler } from '../../src/http/types';
import { addListMembers } from '../../src/contacts/lists';

export const addContactListMembers: Handler<'addContactListMembers'> = async (ctx) => ({
  status: 200,
  body: await addListMembers(ctx.services.db, ctx.resources.list, ctx.body.contactIds),
});

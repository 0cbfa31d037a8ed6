import type { Handler } from '../../src/http/types';
import { removeListMember } from '../../src/contacts/lists';

export const removeContactListMember: Handler<'removeContactListMember'> = async (ctx) => {
  await removeListMember(ctx.services.db, ctx.resources.list, ctx.resources.contact.id);
  return { status: 204 };
};

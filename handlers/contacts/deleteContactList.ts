import type { Handler } from '../../src/http/types';
import { deleteContactList as remove } from '../../src/contacts/lists';

export const deleteContactList: Handler<'deleteContactList'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.list);
  return { status: 204 };
};

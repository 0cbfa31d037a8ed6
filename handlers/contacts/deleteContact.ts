import type { Handler } from '../../src/http/types';
import { eraseContact } from '../../src/contacts/service';

export const deleteContact: Handler<'deleteContact'> = async (ctx) => {
  await eraseContact(ctx.services.db, ctx.resources.contact);
  return { status: 204 };
};

import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { createContactList as create } from '../../src/contacts/lists';

export const createContactList: Handler<'createContactList'> = async (ctx) => {
  const list = await create(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: list, headers: { Location: `/api/v1/contact-lists/${list.id}` } };
};

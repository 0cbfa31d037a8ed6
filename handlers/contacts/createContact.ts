import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { createContact as create } from '../../src/contacts/service';

export const createContact: Handler<'createContact'> = async (ctx) => {
  const contact = await create(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body);
  return { status: 201, body: contact, headers: { Location: `/api/v1/contacts/${contact.id}` } };
};

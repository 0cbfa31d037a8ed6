import type { Handler } from '../../src/http/types';
import { contact } from '../../src/contacts/service';

export const getContact: Handler<'getContact'> = async (ctx) => ({
  status: 200,
  body: contact(ctx.services.config.secretKey, ctx.resources.contact),
});

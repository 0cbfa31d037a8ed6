import type { Handler } from '../../src/http/types';
import { updateContact as update } from '../../src/contacts/service';

export const updateContact: Handler<'updateContact'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.services.config.secretKey, ctx.resources.contact, ctx.body),
});

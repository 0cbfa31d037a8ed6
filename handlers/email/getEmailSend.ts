import type { Handler } from '../../src/http/types';
import { send } from '../../src/email/service';

export const getEmailSend: Handler<'getEmailSend'> = async (ctx) => ({
  status: 200,
  body: await send(ctx.services.db, ctx.resources.send),
});

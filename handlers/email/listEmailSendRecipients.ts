import type { Handler } from '../../src/http/types';
import { listRecipientPage } from '../../src/email/service';

export const listEmailSendRecipients: Handler<'listEmailSendRecipients'> = async (ctx) => ({
  status: 200,
  body: await listRecipientPage(ctx.services.db, ctx.resources.send, ctx.query, ctx.given, ctx.services.config.secretKey),
});

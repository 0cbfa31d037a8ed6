import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { listSendPage } from '../../src/email/service';

export const listEmailSends: Handler<'listEmailSends'> = async (ctx) => ({
  status: 200,
  body: await listSendPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { listDomainPage } from '../../src/email/service';

export const listSendingDomains: Handler<'listSendingDomains'> = async (ctx) => ({
  status: 200,
  body: await listDomainPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

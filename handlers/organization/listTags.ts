import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { listTagPage } from '../../src/tags/service';

export const listTags: Handler<'listTags'> = async (ctx) => ({
  status: 200,
  body: await listTagPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

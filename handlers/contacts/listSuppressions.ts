import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { listSuppressionPage } from '../../src/contacts/suppressions';

export const listSuppressions: Handler<'listSuppressions'> = async (ctx) => ({
  status: 200,
  body: await listSuppressionPage(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.query, ctx.given),
});

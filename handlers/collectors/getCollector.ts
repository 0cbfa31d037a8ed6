import type { Handler } from '../../src/http/types';
import { collector } from '../../src/collectors/service';

export const getCollector: Handler<'getCollector'> = async (ctx) => ({
  status: 200,
  body: await collector(ctx.services.db, ctx.resources.collector, ctx.services.config.siteUrl),
});

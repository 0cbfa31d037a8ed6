import type { Handler } from '../../src/http/types';
import { updateCollector as update } from '../../src/collectors/service';

export const updateCollector: Handler<'updateCollector'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.collector, ctx.body, ctx.services.config.siteUrl),
});

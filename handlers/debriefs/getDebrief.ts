import type { Handler } from '../../src/http/types';
import { debrief } from '../../src/debriefs/service';

export const getDebrief: Handler<'getDebrief'> = async (ctx) => ({
  status: 200,
  body: await debrief(ctx.services.db, ctx.resources.debrief, ctx.services.config.siteUrl),
});

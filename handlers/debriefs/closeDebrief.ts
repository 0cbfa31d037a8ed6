import type { Handler } from '../../src/http/types';
import { closeDebrief as close } from '../../src/debriefs/service';

export const closeDebrief: Handler<'closeDebrief'> = async (ctx) => ({
  status: 200,
  body: await close(ctx.services.db, ctx.resources.debrief, ctx.services.config.siteUrl),
});

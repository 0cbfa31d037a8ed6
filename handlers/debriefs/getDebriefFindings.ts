import type { Handler } from '../../src/http/types';
import { debriefFindings } from '../../src/debriefs/service';

export const getDebriefFindings: Handler<'getDebriefFindings'> = async (ctx) => ({
  status: 200,
  body: await debriefFindings(ctx.services.db, ctx.services.config.secretKey, ctx.resources.debrief),
});

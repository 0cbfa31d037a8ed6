import type { Handler } from '../../src/http/types';
import { openDebrief } from '../../src/debriefs/service';

export const createDebrief: Handler<'createDebrief'> = async (ctx) => {
  const debrief = await openDebrief(ctx.services.db, ctx.resources.survey, ctx.body, ctx.services.config.siteUrl);
  return { status: 201, body: debrief, headers: { Location: `/api/v1/debriefs/${debrief.id}` } };
};

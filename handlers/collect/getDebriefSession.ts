import type { Handler } from '../../src/http/types';
import { participantState } from '../../src/debriefs/participate';

export const getDebriefSession: Handler<'getDebriefSession'> = async (ctx) => ({
  status: 200,
  body: await participantState(ctx.services.db, ctx.resources.debrief, ctx.resources.debriefSession),
});

import type { Handler } from '../../src/http/types';
import { completeParticipant } from '../../src/debriefs/participate';

export const completeDebriefSession: Handler<'completeDebriefSession'> = async (ctx) => ({
  status: 200,
  body: await completeParticipant(ctx.services.db, ctx.resources.debrief, ctx.resources.debriefSession),
});

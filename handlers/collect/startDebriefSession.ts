import type { Handler } from '../../src/http/types';
import { startParticipant } from '../../src/debriefs/participate';

export const startDebriefSession: Handler<'startDebriefSession'> = async (ctx) => ({
  status: 201,
  body: await startParticipant(ctx.services.db, ctx.resources.debrief),
});

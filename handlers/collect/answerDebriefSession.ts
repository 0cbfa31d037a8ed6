import type { Handler } from '../../src/http/types';
import { answerParticipant } from '../../src/debriefs/participate';

export const answerDebriefSession: Handler<'answerDebriefSession'> = async (ctx) => ({
  status: 200,
  body: await answerParticipant(ctx.services.db, ctx.resources.debrief, ctx.resources.debriefSession, ctx.body),
});

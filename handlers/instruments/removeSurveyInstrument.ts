import type { Handler } from '../../src/http/types';
import { removeInstrument } from '../../src/instruments/service';

export const removeSurveyInstrument: Handler<'removeSurveyInstrument'> = async (ctx) => {
  await removeInstrument(ctx.services.db, ctx.resources.instance, ctx.query.acknowledgeConsequence === 'true');
  return { status: 204 };
};

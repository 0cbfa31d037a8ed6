import type { Handler } from '../../src/http/types';
import { listSurveyInstruments as list } from '../../src/instruments/service';

export const listSurveyInstruments: Handler<'listSurveyInstruments'> = async (ctx) => ({
  status: 200,
  body: await list(ctx.services.db, ctx.resources.survey),
});

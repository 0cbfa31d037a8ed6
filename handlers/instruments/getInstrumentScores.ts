import type { Handler } from '../../src/http/types';
import { instrumentScores } from '../../src/instruments/service';

export const getInstrumentScores: Handler<'getInstrumentScores'> = async (ctx) => ({
  status: 200,
  body: await instrumentScores(ctx.services.db, ctx.resources.instance),
});

import type { Handler } from '../../src/http/types';
import { catalogueEntry } from '../../src/instruments/service';

export const getInstrument: Handler<'getInstrument'> = async (ctx) => ({ status: 200, body: catalogueEntry(ctx.params.instrumentId) });

import type { Handler } from '../../src/http/types';
import { listProbes as list } from '../../src/instruments/probes';

export const listProbes: Handler<'listProbes'> = async (ctx) => ({ status: 200, body: await list(ctx.services.db, ctx.resources.survey) });

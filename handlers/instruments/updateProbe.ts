import type { Handler } from '../../src/http/types';
import { updateProbe as update } from '../../src/instruments/probes';

export const updateProbe: Handler<'updateProbe'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.probe, ctx.body),
});

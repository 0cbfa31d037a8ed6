import type { Handler } from '../../src/http/types';
import { deleteProbe as remove } from '../../src/instruments/probes';

export const deleteProbe: Handler<'deleteProbe'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.probe);
  return { status: 204 };
};

import type { Handler } from '../../src/http/types';
import { deleteCollector as remove } from '../../src/collectors/service';

export const deleteCollector: Handler<'deleteCollector'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.collector);
  return { status: 204 };
};

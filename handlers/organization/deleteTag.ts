import type { Handler } from '../../src/http/types';
import { deleteTag as remove } from '../../src/tags/service';

export const deleteTag: Handler<'deleteTag'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.tag);
  return { status: 204 };
};

import type { Handler } from '../../src/http/types';
import { deleteFolder as remove } from '../../src/folders/service';

export const deleteFolder: Handler<'deleteFolder'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.folder);
  return { status: 204 };
};

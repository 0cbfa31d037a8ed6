import type { Handler } from '../../src/http/types';
import { updateFolder as update } from '../../src/folders/service';

export const updateFolder: Handler<'updateFolder'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.folder, ctx.body),
});

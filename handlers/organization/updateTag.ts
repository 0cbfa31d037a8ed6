import type { Handler } from '../../src/http/types';
import { updateTag as update } from '../../src/tags/service';

export const updateTag: Handler<'updateTag'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.tag, ctx.body),
});

import type { Handler } from '../../src/http/types';
import { folderBranch } from '../../src/folders/service';

export const getFolder: Handler<'getFolder'> = async (ctx) => ({
  status: 200,
  body: await folderBranch(ctx.services.db, ctx.resources.folder),
});

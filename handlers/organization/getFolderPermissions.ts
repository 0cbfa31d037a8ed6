import type { Handler } from '../../src/http/types';
import { folderPermissions } from '../../src/folders/permissions';

export const getFolderPermissions: Handler<'getFolderPermissions'> = async (ctx) => ({
  status: 200,
  body: await folderPermissions(ctx.services.db, ctx.resources.folder),
});

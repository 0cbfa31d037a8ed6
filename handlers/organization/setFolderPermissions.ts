import type { Handler } from '../../src/http/types';
import { setFolderPermissions as set } from '../../src/folders/permissions';

export const setFolderPermissions: Handler<'setFolderPermissions'> = async (ctx) => ({
  status: 200,
  body: await set(ctx.services.db, ctx.resources.folder, ctx.body),
});

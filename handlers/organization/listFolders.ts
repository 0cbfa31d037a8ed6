import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { folderTree } from '../../src/folders/service';

export const listFolders: Handler<'listFolders'> = async (ctx) => ({ status: 200, body: await folderTree(ctx.services.db, orgOf(ctx).id) });

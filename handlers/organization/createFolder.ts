import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { createFolder as create } from '../../src/folders/service';

export const createFolder: Handler<'createFolder'> = async (ctx) => {
  const folder = await create(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: folder, headers: { Location: `/api/v1/folders/${folder.id}` } };
};

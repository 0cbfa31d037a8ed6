import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { createTag as create } from '../../src/tags/service';

export const createTag: Handler<'createTag'> = async (ctx) => {
  const tag = await create(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: tag, headers: { Location: `/api/v1/tags/${tag.id}` } };
};

import type { Handler } from '../../src/http/types';
import { tag } from '../../src/tags/service';

export const getTag: Handler<'getTag'> = async (ctx) => ({ status: 200, body: await tag(ctx.services.db, ctx.resources.tag) });

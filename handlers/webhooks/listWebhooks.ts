import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { listWebhooks as list } from '../../src/webhooks/service';

export const listWebhooks: Handler<'listWebhooks'> = async (ctx) => ({ status: 200, body: await list(ctx.services.db, orgOf(ctx).id) });

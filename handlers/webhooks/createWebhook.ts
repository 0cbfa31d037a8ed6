import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { createWebhook as create } from '../../src/webhooks/service';

export const createWebhook: Handler<'createWebhook'> = async (ctx) => {
  const webhook = await create(ctx.services.db, ctx.services.config, orgOf(ctx).id, ctx.body);
  return { status: 201, body: { webhook }, headers: { Location: `/api/v1/webhooks/${webhook.id}` } };
};

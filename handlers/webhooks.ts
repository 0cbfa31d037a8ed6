// The operations of the contract's "Webhooks" tag (openapi.yaml), each a few lines over its capability.
import { type Handler, orgOf } from '../src/http/types';
import { toWebhook } from '../src/webhooks/serialize';
import {
  createWebhook as create,
  listWebhooks as list,
  listDeliveryPage,
  queueTest,
  deleteWebhook as remove,
} from '../src/webhooks/service';

export const listWebhooks: Handler<'listWebhooks'> = async (ctx) => ({ status: 200, body: await list(ctx.services.db, orgOf(ctx).id) });

export const createWebhook: Handler<'createWebhook'> = async (ctx) => {
  const webhook = await create(ctx.services.db, ctx.services.config, orgOf(ctx).id, ctx.body);
  return { status: 201, body: { webhook }, headers: { Location: `/api/v1/webhooks/${webhook.id}` } };
};

export const getWebhook: Handler<'getWebhook'> = async (ctx) => ({ status: 200, body: { webhook: toWebhook(ctx.resources.webhook) } });

export const deleteWebhook: Handler<'deleteWebhook'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.webhook);
  return { status: 204 };
};

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async (ctx) => ({
  status: 200,
  body: await listDeliveryPage(ctx.services.db, ctx.resources.webhook, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const testWebhook: Handler<'testWebhook'> = async (ctx) => ({
  status: 202,
  body: { delivery: await queueTest(ctx.services.db, ctx.resources.webhook) },
});

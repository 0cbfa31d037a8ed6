// The operations of the contract's "Webhooks" tag (openapi.yaml), each a few lines over its capability.
import { ok, created, noContent } from '../src/http/replies';
import { type Handler, orgOf } from '../src/http/types';
import { toWebhook } from '../src/webhooks/serialize';
import { assertMayReadAnswers, carriesAnswers } from '../src/webhooks/answers';
import { fromJson } from '../src/db/values';
import {
  createWebhook as create,
  listWebhooks as list,
  listDeliveryPage,
  queueTest,
  deleteWebhook as remove,
  redeliver,
  replay,
  updateWebhook as update,
} from '../src/webhooks/service';

export const listWebhooks = ok<'listWebhooks'>((ctx) => list(ctx.services.db, orgOf(ctx).id));

export const createWebhook = created<'createWebhook'>(
  async (ctx) => {
    if (carriesAnswers(ctx.body.events ?? [])) assertMayReadAnswers(ctx.principal, 'A subscription to these events');
    return { webhook: await create(ctx.services.db, ctx.services.config, orgOf(ctx).id, ctx.body) };
  },
  ({ webhook }) => `/api/v1/webhooks/${webhook.id}`,
);

export const getWebhook = ok<'getWebhook'>((ctx) => ({ webhook: toWebhook(ctx.resources.webhook) }));

export const deleteWebhook = noContent<'deleteWebhook'>((ctx) => remove(ctx.services.db, ctx.resources.webhook));

export const listWebhookDeliveries = ok<'listWebhookDeliveries'>((ctx) =>
  listDeliveryPage(ctx.services.db, ctx.resources.webhook, ctx.query, ctx.given, ctx.services.config.secretKey),
);

export const testWebhook: Handler<'testWebhook'> = async (ctx) => ({
  status: 202,
  body: { delivery: await queueTest(ctx.services.db, ctx.resources.webhook) },
});

export const updateWebhook = ok<'updateWebhook'>(async (ctx) => {
  // Subscribing to answers, or sending a subscription that has them to another receiver.
  const events = ctx.body.events ?? fromJson<string[]>(ctx.resources.webhook.events, []);
  if ((ctx.body.events || ctx.body.url) && carriesAnswers(events)) assertMayReadAnswers(ctx.principal, 'This subscription');
  return { webhook: await update(ctx.services.db, ctx.services.config, ctx.resources.webhook, ctx.body) };
});

export const redeliverWebhookDelivery: Handler<'redeliverWebhookDelivery'> = async (ctx) => ({
  status: 202,
  body: { delivery: await redeliver(ctx.services.db, ctx.resources.webhook, ctx.resources.delivery) },
});

export const replayWebhookEvents: Handler<'replayWebhookEvents'> = async (ctx) => {
  if (carriesAnswers(fromJson<string[]>(ctx.resources.webhook.events, [])))
    assertMayReadAnswers(ctx.principal, 'A replay to this subscription');
  return { status: 202, body: await replay(ctx.services.db, ctx.resources.webhook, ctx.body) };
};

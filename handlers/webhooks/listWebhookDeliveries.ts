import type { Handler } from '../../src/http/types';
import { listDeliveryPage } from '../../src/webhooks/service';

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async (ctx) => ({
  status: 200,
  body: await listDeliveryPage(ctx.services.db, ctx.resources.webhook, ctx.query, ctx.given, ctx.services.config.secretKey),
});

import type { Handler } from '../../src/http/types';
import { queueTest } from '../../src/webhooks/service';

export const testWebhook: Handler<'testWebhook'> = async (ctx) => ({
  status: 202,
  body: { delivery: await queueTest(ctx.services.db, ctx.resources.webhook) },
});

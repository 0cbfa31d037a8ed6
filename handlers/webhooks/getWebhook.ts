import type { Handler } from '../../src/http/types';
import { toWebhook } from '../../src/webhooks/serialize';

export const getWebhook: Handler<'getWebhook'> = async (ctx) => ({ status: 200, body: { webhook: toWebhook(ctx.resources.webhook) } });

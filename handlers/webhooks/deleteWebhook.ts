import type { Handler } from '../../src/http/types';
import { deleteWebhook as remove } from '../../src/webhooks/service';

export const deleteWebhook: Handler<'deleteWebhook'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.webhook);
  return { status: 204 };
};

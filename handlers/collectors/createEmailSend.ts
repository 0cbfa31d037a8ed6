import type { Handler } from '../../src/http/types';
import { createSend } from '../../src/email/service';

export const createEmailSend: Handler<'createEmailSend'> = async (ctx) => {
  const sent = await createSend(ctx.services.db, ctx.services.config, ctx.resources.collector, ctx.body);
  return { status: 202, body: sent, headers: { Location: `/api/v1/email/sends/${sent.id}` } };
};

import type { Handler } from '../../src/http/types';
import { unsubscribePage } from '../../src/hosted/unsubscribe-page';
import { hostedHeaders } from '../../src/http/hosted-page';

export const unsubscribe: Handler<'unsubscribe'> = async (ctx) => {
  const page = await unsubscribePage(ctx.services.db, ctx.services.config.secretKey, ctx.params.token);
  return { status: page.status, body: page.html, headers: hostedHeaders(false), contentType: 'text/html; charset=utf-8' };
};

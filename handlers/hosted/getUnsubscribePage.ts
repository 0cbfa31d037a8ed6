import type { Handler } from '../../src/http/types';
import { confirmPage } from '../../src/hosted/unsubscribe-page';
import { hostedHeaders } from '../../src/http/hosted-page';

export const getUnsubscribePage: Handler<'getUnsubscribePage'> = async (ctx) => {
  const page = await confirmPage(ctx.services.db, ctx.services.config.secretKey, ctx.params.token);
  return { status: page.status, body: page.html, headers: hostedHeaders(false), contentType: 'text/html; charset=utf-8' };
};

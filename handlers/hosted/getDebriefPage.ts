import type { Handler } from '../../src/http/types';
import { showDebriefPage } from '../../src/hosted/debrief-page';
import { hostedHeaders, parseCookies } from '../../src/http/hosted-page';

export const getDebriefPage: Handler<'getDebriefPage'> = async (ctx) => {
  const page = await showDebriefPage(ctx.services.db, ctx.params.debriefId, parseCookies(ctx.client.header('cookie')));
  return { status: page.status as 200, body: page.html, headers: hostedHeaders(false), contentType: 'text/html; charset=utf-8' };
};

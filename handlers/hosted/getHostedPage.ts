import type { Handler } from '../../src/http/types';
import { showPage } from '../../src/hosted/flow';
import { hostedHeaders, parseCookies } from '../../src/http/hosted-page';
import { guessLimit } from '../../src/collectors/guesses';

export const getHostedPage: Handler<'getHostedPage'> = async (ctx) => {
  const page = await showPage(ctx.services.db, ctx.services.config.secretKey, {
    collectorId: ctx.params.collectorId,
    cookies: parseCookies(ctx.client.header('cookie')),
    client: ctx.client,
    contactToken: ctx.query.t,
    guesses: guessLimit(ctx.services.passwordGuesses, ctx.client.ip),
  });
  const headers: Record<string, string | string[]> = hostedHeaders(page.frameable);
  if (page.setCookies.length) headers['Set-Cookie'] = page.setCookies;
  return { status: page.status as 200, body: page.html, headers, contentType: 'text/html; charset=utf-8' };
};

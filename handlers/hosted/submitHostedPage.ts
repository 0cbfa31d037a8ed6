import type { Handler } from '../../src/http/types';
import { submitPage } from '../../src/hosted/flow';
import type { Form } from '../../src/hosted/form';
import { hostedHeaders, parseCookies } from '../../src/http/hosted-page';
import { guessLimit } from '../../src/collectors/guesses';

export const submitHostedPage: Handler<'submitHostedPage'> = async (ctx) => {
  const { db, config } = ctx.services;
  const request = {
    collectorId: ctx.params.collectorId,
    cookies: parseCookies(ctx.client.header('cookie')),
    client: ctx.client,
    guesses: guessLimit(ctx.services.passwordGuesses, ctx.client.ip),
  };
  // A form parsed without nesting holds only strings and lists of strings (src/http/body.ts).
  const page = await submitPage(db, config, request, ctx.body as Form);
  const cookies: Record<string, string[]> = page.setCookies.length ? { 'Set-Cookie': page.setCookies } : {};
  if (page.location) return { status: 303, headers: { Location: page.location, ...cookies } };
  return {
    status: page.status as 400,
    body: page.html,
    headers: { ...hostedHeaders(page.frameable), ...page.headers, ...cookies },
    contentType: 'text/html; charset=utf-8',
  };
};

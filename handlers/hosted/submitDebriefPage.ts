import type { Handler } from '../../src/http/types';
import { submitDebriefPage as submit } from '../../src/hosted/debrief-page';
import type { Form } from '../../src/hosted/form';
import { hostedHeaders, parseCookies } from '../../src/http/hosted-page';

export const submitDebriefPage: Handler<'submitDebriefPage'> = async (ctx) => {
  const { db, config } = ctx.services;
  // A form parsed without nesting holds only strings and lists of strings (src/http/body.ts).
  const page = await submit(db, config, ctx.params.debriefId, parseCookies(ctx.client.header('cookie')), ctx.body as Form);
  const cookies: Record<string, string[]> = page.setCookies.length ? { 'Set-Cookie': page.setCookies } : {};
  if (page.location) return { status: 303, headers: { Location: page.location, ...cookies } };
  return {
    status: page.status as 400,
    body: page.html,
    headers: { ...hostedHeaders(false), ...cookies },
    contentType: 'text/html; charset=utf-8',
  };
};

// The operations of the contract's "Hosted page" tag (openapi.yaml), each a few lines over its capability.
import { Readable } from 'node:stream';
import { guessLimit } from '../src/collectors/guesses';
import { ApiError } from '../src/errors';
import { HOSTED_ASSETS } from '../src/hosted/assets';
import { showDebriefPage, submitDebriefPage as submit } from '../src/hosted/debrief-page';
import { showPage, submitPage } from '../src/hosted/flow';
import { themeLogo, themeStylesheet } from '../src/hosted/theme';
import type { Form } from '../src/hosted/form';
import { confirmPage, unsubscribePage } from '../src/hosted/unsubscribe-page';
import { hostedHeaders, parseCookies } from '../src/http/hosted-page';
import type { Handler } from '../src/http/types';

export const getDebriefPage: Handler<'getDebriefPage'> = async (ctx) => {
  const page = await showDebriefPage(ctx.services.db, ctx.params.debriefId, parseCookies(ctx.client.header('cookie')));
  return { status: page.status as 200, body: page.html, headers: hostedHeaders(false), contentType: 'text/html; charset=utf-8' };
};

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

export const getUnsubscribePage: Handler<'getUnsubscribePage'> = async (ctx) => {
  const page = await confirmPage(ctx.services.db, ctx.services.config.secretKey, ctx.params.token);
  return { status: page.status, body: page.html, headers: hostedHeaders(false), contentType: 'text/html; charset=utf-8' };
};

export const unsubscribe: Handler<'unsubscribe'> = async (ctx) => {
  const page = await unsubscribePage(ctx.services.db, ctx.services.config.secretKey, ctx.params.token);
  return { status: page.status, body: page.html, headers: hostedHeaders(false), contentType: 'text/html; charset=utf-8' };
};

export const getHostedPage: Handler<'getHostedPage'> = async (ctx) => {
  const page = await showPage(ctx.services.db, ctx.services.config.secretKey, {
    collectorId: ctx.params.collectorId,
    cookies: parseCookies(ctx.client.header('cookie')),
    client: ctx.client,
    contactToken: ctx.query.t,
    hiddenFields: ctx.query.hiddenFields,
    lang: ctx.query.lang,
    guesses: guessLimit(ctx.services.passwordGuesses, ctx.client.addressKey),
  });
  const headers: Record<string, string | string[]> = hostedHeaders(page.frameable);
  if (page.setCookies.length) headers['Set-Cookie'] = page.setCookies;
  return { status: page.status as 200, body: page.html, headers, contentType: 'text/html; charset=utf-8' };
};

export const submitHostedPage: Handler<'submitHostedPage'> = async (ctx) => {
  const { db, config } = ctx.services;
  const request = {
    collectorId: ctx.params.collectorId,
    cookies: parseCookies(ctx.client.header('cookie')),
    client: ctx.client,
    guesses: guessLimit(ctx.services.passwordGuesses, ctx.client.addressKey),
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

export const getHostedPageAsset: Handler<'getHostedPageAsset'> = async ({ params }) => {
  const asset = HOSTED_ASSETS.get(params.file);
  if (!asset) throw new ApiError('not_found', `The hosted page has no file '${params.file}'.`);
  return { status: 200, body: asset.content, contentType: asset.contentType, headers: { 'Cache-Control': 'public, max-age=3600' } };
};

/** What the theme's files may be kept for: a minute, so a changed theme shows soon (the page's links also change). */
const THEME_CACHE = 'public, max-age=60';

export const getHostedPageTheme: Handler<'getHostedPageTheme'> = async (ctx) => {
  const css = await themeStylesheet(ctx.services.db, ctx.params.collectorId);
  if (css === null) throw new ApiError('not_found', 'This survey link does not exist, or the survey is not published.');
  return { status: 200, body: css, contentType: 'text/css; charset=utf-8', headers: { 'Cache-Control': THEME_CACHE } };
};

export const getHostedPageLogo: Handler<'getHostedPageLogo'> = async (ctx) => {
  const logo = await themeLogo(ctx.services.db, ctx.params.collectorId);
  if (!logo) throw new ApiError('not_found', 'This page has no logo.');
  // An image only: opened on its own, an SVG runs nothing and loads nothing.
  const headers = {
    'Cache-Control': THEME_CACHE,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff', // never read as anything but the image type it is served as
  };
  return { status: 200, stream: Readable.from([logo.bytes]), contentType: logo.contentType, headers };
};

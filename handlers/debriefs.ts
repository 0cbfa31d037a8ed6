// The operations of the contract's "Debriefs" tag (openapi.yaml), each a few lines over its capability.
import { closeDebrief as close, debrief, debriefFindings, listDebriefPage, openDebrief } from '../src/debriefs/service';
import { pageRequestOf, type Handler } from '../src/http/types';

export const listDebriefs: Handler<'listDebriefs'> = async (ctx) => {
  const { db, config } = ctx.services;
  return { status: 200, body: await listDebriefPage(db, ctx.resources.survey, pageRequestOf(ctx), config.siteUrl) };
};

export const createDebrief: Handler<'createDebrief'> = async (ctx) => {
  const debrief = await openDebrief(ctx.services.db, ctx.resources.survey, ctx.body, ctx.services.config.siteUrl);
  return { status: 201, body: debrief, headers: { Location: `/api/v1/debriefs/${debrief.id}` } };
};

export const getDebrief: Handler<'getDebrief'> = async (ctx) => ({
  status: 200,
  body: await debrief(ctx.services.db, ctx.resources.debrief, ctx.services.config.siteUrl),
});

export const closeDebrief: Handler<'closeDebrief'> = async (ctx) => ({
  status: 200,
  body: await close(ctx.services.db, ctx.resources.debrief, ctx.services.config.siteUrl),
});

export const getDebriefFindings: Handler<'getDebriefFindings'> = async (ctx) => ({
  status: 200,
  body: await debriefFindings(ctx.services.db, ctx.services.config.secretKey, ctx.resources.debrief),
});

// The operations of the contract's "Debriefs" tag (openapi.yaml), each a few lines over its capability.
import { ok, created } from '../src/http/replies';
import { closeDebrief as close, debrief, debriefFindings, listDebriefPage, openDebrief } from '../src/debriefs/service';
import { pageRequestOf } from '../src/http/types';

export const listDebriefs = ok<'listDebriefs'>((ctx) => listDebriefPage(ctx.services, ctx.resources.survey, pageRequestOf(ctx)));

export const createDebrief = created<'createDebrief'>(
  (ctx) => openDebrief(ctx.services, ctx.resources.survey, ctx.body),
  '/api/v1/debriefs',
);

export const getDebrief = ok<'getDebrief'>((ctx) => debrief(ctx.services, ctx.resources.debrief));

export const closeDebrief = ok<'closeDebrief'>((ctx) => close(ctx.services, ctx.resources.debrief));

export const getDebriefFindings = ok<'getDebriefFindings'>((ctx) =>
  debriefFindings(ctx.services.db, ctx.services.config.secretKey, ctx.resources.debrief),
);

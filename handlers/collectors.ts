// The operations of the contract's "Collectors" tag (openapi.yaml), each a few lines over its capability.
import { ok, created, accepted, noContent } from '../src/http/replies';
import {
  collector,
  createCollector as create,
  listCollectorPage,
  deleteCollector as remove,
  updateCollector as update,
  unlockCollector as unlock,
} from '../src/collectors/service';
import { createSend } from '../src/email/service';
import { pageRequestOf } from '../src/http/types';

export const listCollectors = ok<'listCollectors'>((ctx) => listCollectorPage(ctx.services, ctx.resources.survey, pageRequestOf(ctx)));

export const createCollector = created<'createCollector'>(
  (ctx) => create(ctx.services, ctx.resources.survey, ctx.body),
  '/api/v1/collectors',
);

export const getCollector = ok<'getCollector'>((ctx) => collector(ctx.services, ctx.resources.collector));

export const updateCollector = ok<'updateCollector'>((ctx) => update(ctx.services, ctx.resources.collector, ctx.body));

export const deleteCollector = noContent<'deleteCollector'>((ctx) => remove(ctx.services.db, ctx.resources.collector));

export const createEmailSend = accepted<'createEmailSend'>(
  (ctx) => createSend(ctx.services.db, ctx.services.config, ctx.resources.collector, ctx.body),
  '/api/v1/email/sends',
);

export const unlockCollector = ok<'unlockCollector'>((ctx) => unlock(ctx.services, ctx.resources.collector));

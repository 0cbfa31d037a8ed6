// The operations of the contract's "Collectors" tag (openapi.yaml), each a few lines over its capability.
import { ok, created, noContent } from '../src/http/replies';
import {
  collector,
  createCollector as create,
  listCollectorPage,
  deleteCollector as remove,
  updateCollector as update,
} from '../src/collectors/service';
import { createSend } from '../src/email/service';
import { pageRequestOf, type Handler } from '../src/http/types';

export const listCollectors = ok<'listCollectors'>((ctx) => listCollectorPage(ctx.services, ctx.resources.survey, pageRequestOf(ctx)));

export const createCollector = created<'createCollector'>(
  (ctx) => create(ctx.services, ctx.resources.survey, ctx.body),
  '/api/v1/collectors',
);

export const getCollector = ok<'getCollector'>((ctx) => collector(ctx.services, ctx.resources.collector));

export const updateCollector = ok<'updateCollector'>((ctx) => update(ctx.services, ctx.resources.collector, ctx.body));

export const deleteCollector = noContent<'deleteCollector'>((ctx) => remove(ctx.services.db, ctx.resources.collector));

export const createEmailSend: Handler<'createEmailSend'> = async (ctx) => {
  const sent = await createSend(ctx.services.db, ctx.services.config, ctx.resources.collector, ctx.body);
  return { status: 202, body: sent, headers: { Location: `/api/v1/email/sends/${sent.id}` } };
};

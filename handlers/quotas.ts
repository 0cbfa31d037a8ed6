// The operations of the contract's "Quotas" tag (openapi.yaml), each a few lines over its capability.
import { ok, created, noContent } from '../src/http/replies';
import { createQuota as create, deleteQuota as remove, listQuotaPage, quota, updateQuota as update } from '../src/quotas/service';

export const listQuotas = ok<'listQuotas'>((ctx) =>
  listQuotaPage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
);

export const createQuota = created<'createQuota'>((ctx) => create(ctx.services.db, ctx.resources.survey, ctx.body), '/api/v1/quotas');

export const getQuota = ok<'getQuota'>((ctx) => quota(ctx.services.db, ctx.resources.quota));

export const updateQuota = ok<'updateQuota'>((ctx) => update(ctx.services.db, ctx.resources.quota, ctx.body));

export const deleteQuota = noContent<'deleteQuota'>((ctx) => remove(ctx.services.db, ctx.resources.quota));

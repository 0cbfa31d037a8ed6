// The operations of the contract's "Variables" tag (openapi.yaml), each a few lines over its capability.
import { ok, created, noContent } from '../src/http/replies';
import {
  createVariable as create,
  listVariablePage,
  previewVariable as preview,
  deleteVariable as remove,
  updateVariable as update,
  variable,
} from '../src/variables/service';

export const listVariables = ok<'listVariables'>((ctx) =>
  listVariablePage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
);

export const createVariable = created<'createVariable'>(
  (ctx) => create(ctx.services.db, ctx.resources.survey, ctx.body, ctx.services.config.variablesInlineRecompute),
  '/api/v1/variables',
);

export const previewVariable = ok<'previewVariable'>((ctx) => preview(ctx.services.db, ctx.resources.survey, ctx.body));

export const getVariable = ok<'getVariable'>((ctx) => variable(ctx.services.db, ctx.resources.variable));

export const updateVariable = ok<'updateVariable'>((ctx) =>
  update(ctx.services.db, ctx.resources.variable, ctx.body, ctx.services.config.variablesInlineRecompute),
);

export const deleteVariable = noContent<'deleteVariable'>((ctx) =>
  remove(ctx.services.db, ctx.resources.variable, ctx.services.config.variablesInlineRecompute),
);

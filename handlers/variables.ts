// The operations of the contract's "Variables" tag (openapi.yaml), each a few lines over its capability.
import type { Handler } from '../src/http/types';
import {
  createVariable as create,
  listVariablePage,
  previewVariable as preview,
  deleteVariable as remove,
  updateVariable as update,
  variable,
} from '../src/variables/service';

export const listVariables: Handler<'listVariables'> = async (ctx) => ({
  status: 200,
  body: await listVariablePage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const createVariable: Handler<'createVariable'> = async (ctx) => {
  const variable = await create(ctx.services.db, ctx.resources.survey, ctx.body, ctx.services.config.variablesInlineRecompute);
  return { status: 201, body: variable, headers: { Location: `/api/v1/variables/${variable.id}` } };
};

export const previewVariable: Handler<'previewVariable'> = async (ctx) => ({
  status: 200,
  body: await preview(ctx.services.db, ctx.resources.survey, ctx.body),
});

export const getVariable: Handler<'getVariable'> = async (ctx) => ({
  status: 200,
  body: await variable(ctx.services.db, ctx.resources.variable),
});

export const updateVariable: Handler<'updateVariable'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.variable, ctx.body, ctx.services.config.variablesInlineRecompute),
});

export const deleteVariable: Handler<'deleteVariable'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.variable, ctx.services.config.variablesInlineRecompute);
  return { status: 204 };
};

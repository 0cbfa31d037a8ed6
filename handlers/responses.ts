// The operations of the contract's "Responses" tag (openapi.yaml), each a few lines over its capability.
import { countByStatus } from '../src/analytics/store';
import { exportFile } from '../src/exports/export';
import type { Handler } from '../src/http/types';
import { importResponses as importBatch } from '../src/responses/import';
import { listResponsePage } from '../src/responses/list';

export const listResponses: Handler<'listResponses'> = async (ctx) => {
  const { db, config } = ctx.services;
  const statusTotal = (surveyId: string, status: string | undefined) => countByStatus(db.kysely, surveyId, status);
  return { status: 200, body: await listResponsePage(db, ctx.resources.survey.id, ctx.query, ctx.given, config.secretKey, statusTotal) };
};

export const importResponses: Handler<'importResponses'> = async (ctx) => ({
  status: 200,
  body: await importBatch(ctx.services.db, ctx.resources.survey, ctx.body),
});

export const exportResponses: Handler<'exportResponses'> = async (ctx) => {
  const file = await exportFile(ctx.services.db, ctx.resources.survey, ctx.query);
  return {
    status: 200,
    contentType: file.contentType,
    headers: { 'Content-Disposition': file.disposition },
    stream: file.stream,
  };
};

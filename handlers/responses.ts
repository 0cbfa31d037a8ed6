// The operations of the contract's "Responses" tag (openapi.yaml), each a few lines over its capability.
import { deleteResponse as removeOne, deleteResponses as removeMany } from '../src/responses/delete';
import { created, noContent, ok } from '../src/http/replies';
import { eraseSubject, toReceipt } from '../src/erasure/service';
import { correctResponse as correct, responseHistory } from '../src/responses/correct';
import { countByStatus } from '../src/analytics/store';
import { exportFile } from '../src/exports/export';
import { orgOf, type Context, type Handler } from '../src/http/types';
import { importResponses as importBatch } from '../src/responses/import';
import { responseRecord } from '../src/responses/serialize';
import { listResponsePage } from '../src/responses/list';

export const listResponses: Handler<'listResponses'> = async (ctx) => {
  const { db, config } = ctx.services;
  const statusTotal = (surveyId: string, status: string | undefined) => countByStatus(db.kysely, surveyId, status);
  return { status: 200, body: await listResponsePage(db, ctx.resources.survey.id, ctx.query, ctx.given, config.secretKey, statusTotal) };
};

export const importResponses = ok<'importResponses'>((ctx) =>
  importBatch(ctx.services.db, ctx.resources.survey, ctx.body, ctx.services.config.secretKey),
);

/** The export's answer: the file streamed as an attachment. */
type ExportContext = Pick<Context<'exportResponses'>, 'services' | 'resources' | 'query'>;

async function exported(ctx: ExportContext, format?: 'csv' | 'json' | 'xlsx' | 'spss') {
  const file = await exportFile(ctx.services.db, ctx.resources.survey, format ? { ...ctx.query, format } : ctx.query);
  return { status: 200 as const, contentType: file.contentType, headers: { 'Content-Disposition': file.disposition }, stream: file.stream };
}

export const exportResponses: Handler<'exportResponses'> = (ctx) => exported(ctx);
export const exportResponsesCsv: Handler<'exportResponsesCsv'> = (ctx) => exported(ctx, 'csv');
export const exportResponsesJson: Handler<'exportResponsesJson'> = (ctx) => exported(ctx, 'json');
export const exportResponsesXlsx: Handler<'exportResponsesXlsx'> = (ctx) => exported(ctx, 'xlsx');
export const exportResponsesSpss: Handler<'exportResponsesSpss'> = (ctx) => exported(ctx, 'spss');

export const deleteResponse = noContent<'deleteResponse'>((ctx) =>
  removeOne(ctx.services.db, { id: ctx.resources.response.survey_id, organization_id: orgOf(ctx).id }, ctx.resources.response),
);

export const deleteResponses = ok<'deleteResponses'>((ctx) => removeMany(ctx.services.db, ctx.resources.survey, ctx.body));

export const getResponse = ok<'getResponse'>((ctx) => responseRecord(ctx.services.config.secretKey, ctx.resources.response));

export const createErasureRequest = created<'createErasureRequest'>((ctx) =>
  eraseSubject(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body),
);

export const getErasureRequest = ok<'getErasureRequest'>((ctx) => toReceipt(ctx.resources.erasureRequest));

export const correctResponse = ok<'correctResponse'>((ctx) =>
  correct(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.principal!.keyId, ctx.resources.response, ctx.body),
);

export const getResponseHistory = ok<'getResponseHistory'>((ctx) => responseHistory(ctx.services.db, ctx.resources.response));

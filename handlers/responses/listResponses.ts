import type { Handler } from '../../src/http/types';
import { listResponsePage } from '../../src/responses/list';
import { countByStatus } from '../../src/analytics/store';

export const listResponses: Handler<'listResponses'> = async (ctx) => {
  const { db, config } = ctx.services;
  const statusTotal = (surveyId: string, status: string | undefined) => countByStatus(db.kysely, surveyId, status);
  return { status: 200, body: await listResponsePage(db, ctx.resources.survey.id, ctx.query, ctx.given, config.secretKey, statusTotal) };
};

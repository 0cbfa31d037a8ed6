import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { listSurveyPage } from '../../src/surveys/service';

export const listSurveys: Handler<'listSurveys'> = async (ctx) => ({
  status: 200,
  body: await listSurveyPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

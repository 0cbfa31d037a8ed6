import type { Handler } from '../../src/http/types';
import { updateSurvey as update } from '../../src/surveys/service';

export const updateSurvey: Handler<'updateSurvey'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.survey, ctx.body),
});

import type { Handler } from '../../src/http/types';
import { deleteSurvey as remove } from '../../src/surveys/service';

export const deleteSurvey: Handler<'deleteSurvey'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.survey);
  return { status: 204 };
};

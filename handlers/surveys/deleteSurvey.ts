import type { Handler } from '../../src/http/types';
import { surveyOf } from '../../src/http/types';
import { deleteSurvey as remove } from '../../src/surveys/service';

export const deleteSurvey: Handler<'deleteSurvey'> = async (ctx) => {
  await remove(ctx.services.db, surveyOf(ctx));
  return { status: 204 };
};

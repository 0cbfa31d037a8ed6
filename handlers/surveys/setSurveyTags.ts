import type { Handler } from '../../src/http/types';
import { setSurveyTags as set } from '../../src/tags/service';
import { surveyRecord } from '../../src/surveys/service';

export const setSurveyTags: Handler<'setSurveyTags'> = async (ctx) => {
  await set(ctx.services.db, ctx.resources.survey, ctx.body.tagIds);
  return { status: 200, body: await surveyRecord(ctx.services.db, ctx.resources.survey.id) };
};

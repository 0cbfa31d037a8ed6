import type { Handler } from '../../src/http/types';
import { fileSurvey } from '../../src/folders/service';
import { surveyRecord } from '../../src/surveys/service';

export const setSurveyFolder: Handler<'setSurveyFolder'> = async (ctx) => {
  await fileSurvey(ctx.services.db, ctx.resources.survey, ctx.body.folderId);
  return { status: 200, body: await surveyRecord(ctx.services.db, ctx.resources.survey.id) };
};

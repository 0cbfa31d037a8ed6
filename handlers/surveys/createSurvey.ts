import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { createSurvey as create } from '../../src/surveys/service';

export const createSurvey: Handler<'createSurvey'> = async (ctx) => {
  const survey = await create(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: survey, headers: { Location: `/api/v1/surveys/${survey.id}` } };
};

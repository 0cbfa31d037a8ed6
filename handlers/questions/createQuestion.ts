import type { Handler } from '../../src/http/types';
import { createQuestion as create } from '../../src/questions/service';

export const createQuestion: Handler<'createQuestion'> = async (ctx) => {
  const survey = ctx.resources.survey;
  const question = await create(ctx.services.db, survey.id, ctx.body);
  return { status: 201, body: question, headers: { Location: `/api/v1/surveys/${survey.id}/questions/${question.id}` } };
};

import type { Handler } from '../../src/http/types';
import { listQuestions as list } from '../../src/questions/service';

export const listQuestions: Handler<'listQuestions'> = async (ctx) => ({
  status: 200,
  body: await list(ctx.services.db, ctx.resources.survey.id),
});

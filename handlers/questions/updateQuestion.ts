import type { Handler } from '../../src/http/types';
import { updateQuestion as update } from '../../src/questions/service';

export const updateQuestion: Handler<'updateQuestion'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.survey.id, ctx.resources.question, ctx.body),
});

import type { Handler } from '../../src/http/types';
import { deleteQuestion as remove } from '../../src/questions/service';

export const deleteQuestion: Handler<'deleteQuestion'> = async (ctx) => {
  // Only the exact string `true` is consent (spec section 3); the contract refuses any other value.
  await remove(ctx.services.db, ctx.resources.survey.id, ctx.resources.question, ctx.query.acknowledgeConsequence === 'true');
  return { status: 204 };
};

// The operations of the contract's "Questions" tag (openapi.yaml), each a few lines over its capability.
import { ok, created } from '../src/http/replies';
import type { Handler } from '../src/http/types';
import { toQuestion } from '../src/questions/serialize';
import {
  createQuestion as create,
  listQuestions as list,
  deleteQuestion as remove,
  updateQuestion as update,
} from '../src/questions/service';

export const listQuestions = ok<'listQuestions'>((ctx) => list(ctx.services.db, ctx.resources.survey.id));

export const createQuestion = created<'createQuestion'>(
  (ctx) => create(ctx.services.db, ctx.resources.survey.id, ctx.body),
  (question, ctx) => `/api/v1/surveys/${ctx.resources.survey.id}/questions/${question.id}`,
);

export const getQuestion = ok<'getQuestion'>((ctx) => toQuestion(ctx.resources.question));

export const updateQuestion = ok<'updateQuestion'>((ctx) =>
  update(ctx.services.db, ctx.resources.survey.id, ctx.resources.question, ctx.body),
);

export const deleteQuestion: Handler<'deleteQuestion'> = async (ctx) => {
  // Only the exact string `true` is consent (docs/design/lifecycle.md); the contract refuses any other value.
  await remove(ctx.services.db, ctx.resources.survey.id, ctx.resources.question, ctx.query.acknowledgeConsequence === 'true');
  return { status: 204 };
};

// The operations of the contract's "Questions" tag (openapi.yaml), each a few lines over its capability.
import type { Handler } from '../src/http/types';
import { toQuestion } from '../src/questions/serialize';
import {
  createQuestion as create,
  listQuestions as list,
  deleteQuestion as remove,
  updateQuestion as update,
} from '../src/questions/service';

export const listQuestions: Handler<'listQuestions'> = async (ctx) => ({
  status: 200,
  body: await list(ctx.services.db, ctx.resources.survey.id),
});

export const createQuestion: Handler<'createQuestion'> = async (ctx) => {
  const survey = ctx.resources.survey;
  const question = await create(ctx.services.db, survey.id, ctx.body);
  return { status: 201, body: question, headers: { Location: `/api/v1/surveys/${survey.id}/questions/${question.id}` } };
};

export const getQuestion: Handler<'getQuestion'> = async (ctx) => ({ status: 200, body: toQuestion(ctx.resources.question) });

export const updateQuestion: Handler<'updateQuestion'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.survey.id, ctx.resources.question, ctx.body),
});

export const deleteQuestion: Handler<'deleteQuestion'> = async (ctx) => {
  // Only the exact string `true` is consent (docs/design/lifecycle.md); the contract refuses any other value.
  await remove(ctx.services.db, ctx.resources.survey.id, ctx.resources.question, ctx.query.acknowledgeConsequence === 'true');
  return { status: 204 };
};

// The operations of the contract's "Health check" tag (openapi.yaml), each a few lines over its capability.
import { ApiError } from '../src/errors';
import { NoQuestions } from '../src/wording-check/parse';
import type { Handler } from '../src/http/types';

export const analyzeHealthCheck: Handler<'analyzeHealthCheck'> = async (ctx) => {
  try {
    return { status: 200, body: await ctx.services.healthCheck.analyze(ctx.body.mode, ctx.body.content) };
  } catch (error) {
    if (error instanceof NoQuestions) throw new ApiError('invalid_request', `No questions found: ${error.message}.`);
    throw error;
  }
};

import type { Handler } from '../../src/http/types';
import { orgOf, surveyOf } from '../../src/http/types';
import { comparePhrasings as compare } from '../../src/pretest/compare';

export const comparePhrasings: Handler<'comparePhrasings'> = async (ctx) => ({
  status: 200,
  body: await compare(ctx.services, orgOf(ctx), surveyOf(ctx), ctx.body),
});

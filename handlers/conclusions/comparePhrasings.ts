import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { comparePhrasings as compare } from '../../src/pretest/compare';

export const comparePhrasings: Handler<'comparePhrasings'> = async (ctx) => ({
  status: 200,
  body: await compare(ctx.services, orgOf(ctx), ctx.resources.survey, ctx.body),
});

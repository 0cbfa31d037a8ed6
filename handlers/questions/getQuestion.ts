import type { Handler } from '../../src/http/types';
import { toQuestion } from '../../src/questions/serialize';

export const getQuestion: Handler<'getQuestion'> = async (ctx) => ({ status: 200, body: toQuestion(ctx.resources.question) });

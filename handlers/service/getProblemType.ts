import type { Handler } from '../../src/http/types';
import { pageHeaders, problemPage } from '../../src/docs/reference';
import { isProblemCode } from '../../src/problems';
import { ApiError } from '../../src/errors';

export const getProblemType: Handler<'getProblemType'> = async ({ params }) => {
  if (!isProblemCode(params.code)) throw new ApiError('not_found', `There is no problem code '${params.code}'.`);
  return { status: 200, body: problemPage(params.code), headers: pageHeaders(), contentType: 'text/html; charset=utf-8' };
};

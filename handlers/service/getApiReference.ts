import type { Handler } from '../../src/http/types';
import { referencePage } from '../../src/docs/reference';

export const getApiReference: Handler<'getApiReference'> = async () => {
  const page = referencePage('/api/v1/openapi.json');
  return { status: 200, body: page.html, headers: page.headers, contentType: 'text/html; charset=utf-8' };
};

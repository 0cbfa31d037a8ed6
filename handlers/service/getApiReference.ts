import type { Handler } from '../../src/http/types';
import { referencePage } from '../../src/docs/reference';

export const getApiReference: Handler<'getApiReference'> = async () => ({
  status: 200,
  body: referencePage('/api/v1/openapi.json'),
  contentType: 'text/html; charset=utf-8',
});

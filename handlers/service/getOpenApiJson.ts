import type { Handler } from '../../src/http/types';

export const getOpenApiJson: Handler<'getOpenApiJson'> = async ({ services }) => ({
  status: 200,
  body: services.contract.json as never, // already serialised once at start-up
  contentType: 'application/json',
});

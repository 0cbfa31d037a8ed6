import type { Handler } from '../../src/http/types';

export const getOpenApiYaml: Handler<'getOpenApiYaml'> = async ({ services }) => ({
  status: 200,
  body: services.contract.yaml,
  contentType: 'application/yaml; charset=utf-8',
});

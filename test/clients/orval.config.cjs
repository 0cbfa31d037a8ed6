// Orval's fetch client for the round trip; the mutator (orval-fetch.ts) adds the base URL and parses by content type.
module.exports = {
  fieldwork: {
    input: '../../openapi.yaml',
    output: {
      target: './generated/orval/api.ts',
      client: 'fetch',
      override: { mutator: { path: './orval-fetch.ts', name: 'fieldworkFetch' } },
    },
  },
};

// The operations of the contract's "Service" tag (openapi.yaml), each a few lines over its capability.
import { databaseReachable } from '../src/db/reachable';
import { changelogPage } from '../src/docs/changelog';
import { pageHeaders, problemPage, referenceAsset, referencePage } from '../src/docs/reference';
import { ApiError } from '../src/errors';
import type { Handler } from '../src/http/types';
import { isProblemCode } from '../src/problems';

export const getOpenApiYaml: Handler<'getOpenApiYaml'> = async ({ services }) => ({
  status: 200,
  body: services.contract.yaml,
  contentType: 'application/yaml; charset=utf-8',
});

export const getOpenApiJson: Handler<'getOpenApiJson'> = async ({ services }) => ({
  status: 200,
  body: services.contract.json as never, // already serialised once at start-up
  contentType: 'application/json',
});

export const getLiveness: Handler<'getLiveness'> = async () => ({ status: 200, body: { status: 'ok' } });

/** `/` leads a browser to the API reference. */
export const getRoot: Handler<'getRoot'> = async () => ({ status: 302, headers: { Location: '/docs' } });

export const getReadiness: Handler<'getReadiness'> = async ({ services }) => {
  if (services.lifecycle.draining) return { status: 503, body: { status: 'unavailable', draining: true } };
  return (await databaseReachable(services.db))
    ? { status: 200, body: { status: 'ok', database: 'ok' } }
    : { status: 503, body: { status: 'unavailable', database: 'unreachable' } };
};

/** The liveness and readiness answers without a body, for monitors that probe with HEAD. */
export const headLiveness: Handler<'headLiveness'> = async () => ({ status: 200 });
export const headReadiness: Handler<'headReadiness'> = async (context) => {
  const answer = await getReadiness(context as never);
  return { status: answer.status };
};

export const getApiReference: Handler<'getApiReference'> = async () => {
  const page = referencePage('/api/v1/openapi.json');
  return { status: 200, body: page.html, headers: page.headers, contentType: 'text/html; charset=utf-8' };
};

export const getChangelog: Handler<'getChangelog'> = async () => ({
  status: 200,
  body: changelogPage(),
  headers: pageHeaders(),
  contentType: 'text/html; charset=utf-8',
});

export const getApiReferenceAsset: Handler<'getApiReferenceAsset'> = async ({ params }) => {
  const asset = referenceAsset(params.file);
  if (!asset) throw new ApiError('not_found', `The reference page has no file '${params.file}'.`);
  return {
    status: 200,
    body: asset.content as unknown as string,
    contentType: asset.contentType,
    headers: { 'Cache-Control': 'public, max-age=86400' },
  };
};

export const getProblemType: Handler<'getProblemType'> = async ({ params }) => {
  if (!isProblemCode(params.code)) throw new ApiError('not_found', `There is no problem code '${params.code}'.`);
  return { status: 200, body: problemPage(params.code), headers: pageHeaders(), contentType: 'text/html; charset=utf-8' };
};

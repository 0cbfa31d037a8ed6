import type { Handler } from '../../src/http/types';
import { HOSTED_ASSETS } from '../../src/hosted/assets';
import { ApiError } from '../../src/errors';

export const getHostedPageAsset: Handler<'getHostedPageAsset'> = async ({ params }) => {
  const asset = HOSTED_ASSETS.get(params.file);
  if (!asset) throw new ApiError('not_found', `The hosted page has no file '${params.file}'.`);
  return { status: 200, body: asset.content, contentType: asset.contentType, headers: { 'Cache-Control': 'public, max-age=3600' } };
};

import type { Handler } from '../../src/http/types';
import { referenceAsset } from '../../src/docs/reference';
import { ApiError } from '../../src/errors';

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

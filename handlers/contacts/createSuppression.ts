import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { suppress } from '../../src/contacts/suppressions';

export const createSuppression: Handler<'createSuppression'> = async (ctx) => {
  const { created, suppression } = await suppress(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body);
  return created
    ? { status: 201, body: suppression, headers: { Location: `/api/v1/suppressions/${suppression.id}` } }
    : { status: 200, body: suppression };
};

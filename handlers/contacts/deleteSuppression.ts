import type { Handler } from '../../src/http/types';
import { liftSuppression } from '../../src/contacts/suppressions';

export const deleteSuppression: Handler<'deleteSuppression'> = async (ctx) => {
  await liftSuppression(ctx.services.db, ctx.resources.suppression);
  return { status: 204 };
};

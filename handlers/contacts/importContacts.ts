import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { importContacts as importRows } from '../../src/contacts/import';

export const importContacts: Handler<'importContacts'> = async (ctx) => ({
  status: 200,
  body: await importRows(ctx.services.db, ctx.services.config.secretKey, orgOf(ctx).id, ctx.body),
});

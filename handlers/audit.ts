// The operations of the contract's "Audit" tag (openapi.yaml), each a few lines over the audit trail.
import { ok } from '../src/http/replies';
import { orgOf } from '../src/http/types';
import { listAuditPage } from '../src/audit/service';

export const listAuditEvents = ok<'listAuditEvents'>((ctx) =>
  listAuditPage(ctx.services.db.kysely, orgOf(ctx).id, ctx.query, { given: ctx.given, secret: ctx.services.config.secretKey }),
);

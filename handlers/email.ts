// The operations of the contract's "Email" tag (openapi.yaml), each a few lines over its capability.
import { ok } from '../src/http/replies';
import { listDomainPage, listRecipientPage, listSendPage, send, toDomain } from '../src/email/service';
import { orgOf } from '../src/http/types';

export const listEmailSends = ok<'listEmailSends'>((ctx) =>
  listSendPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
);

export const getEmailSend = ok<'getEmailSend'>((ctx) => send(ctx.services.db, ctx.resources.send));

export const listEmailSendRecipients = ok<'listEmailSendRecipients'>((ctx) =>
  listRecipientPage(ctx.services.db, ctx.resources.send, ctx.query, ctx.given, ctx.services.config.secretKey),
);

export const listSendingDomains = ok<'listSendingDomains'>((ctx) =>
  listDomainPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
);

export const getSendingDomain = ok<'getSendingDomain'>((ctx) => toDomain(ctx.resources.domain));

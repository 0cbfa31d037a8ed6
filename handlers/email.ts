// The operations of the contract's "Email" tag (openapi.yaml), each a few lines over its capability.
import { listDomainPage, listRecipientPage, listSendPage, send, toDomain } from '../src/email/service';
import { type Handler, orgOf } from '../src/http/types';

export const listEmailSends: Handler<'listEmailSends'> = async (ctx) => ({
  status: 200,
  body: await listSendPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const getEmailSend: Handler<'getEmailSend'> = async (ctx) => ({
  status: 200,
  body: await send(ctx.services.db, ctx.resources.send),
});

export const listEmailSendRecipients: Handler<'listEmailSendRecipients'> = async (ctx) => ({
  status: 200,
  body: await listRecipientPage(ctx.services.db, ctx.resources.send, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const listSendingDomains: Handler<'listSendingDomains'> = async (ctx) => ({
  status: 200,
  body: await listDomainPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const getSendingDomain: Handler<'getSendingDomain'> = async (ctx) => ({ status: 200, body: toDomain(ctx.resources.domain) });

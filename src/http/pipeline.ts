// What happens to a request for one operation, in the order D3 fixes: authenticate (401), count it against the
// organisation's rate limit (429), read and validate the input (413, 415, 400), load the resources it names in the
// caller's organisation (404), check the key's scope (403), then run the operation's handler.
import type { Request, Response } from 'express';
import { ApiError } from '../errors';
import { authenticate, type Principal } from '../auth/keys';
import type { Services } from '../services';
import type { OperationMeta } from './operation-meta';
import { rateLimitHeaders } from './rate-limit';
import { parsePath, parseQuery, validateInput } from './validation';
import { loadResources } from './resources';
import { bodyReader } from './body';
import type { Context, Handler, OperationId, Resources } from './types';

const BEARER = /^Bearer\s+(\S+)$/i;

async function authenticateBearer(services: Services, req: Request): Promise<Principal> {
  const match = BEARER.exec(req.get('authorization') ?? '');
  const principal = match ? await authenticate(services.db, match[1]) : null;
  if (!principal) {
    throw new ApiError('unauthorized', match ? 'The API key is not valid.' : "Send an API key as 'Authorization: Bearer <key>'.");
  }
  return principal;
}

async function applyRateLimit(services: Services, principal: Principal, res: Response): Promise<void> {
  const state = await services.rateLimiter.hit(`org:${principal.organization.id}`);
  res.set(rateLimitHeaders(state));
  if (!state.allowed) {
    throw new ApiError(
      'rate_limited',
      `This organisation may make ${state.limit} requests a minute; try again in ${state.reset} seconds.`,
      {},
      { 'Retry-After': String(state.reset) },
    );
  }
}

export function pipeline(services: Services, op: OperationMeta, handler: Handler<OperationId>) {
  const readBody = bodyReader(services.config.bodyLimitBytes);
  return async (rawParams: Record<string, string>, req: Request, res: Response): Promise<void> => {
    res.locals.operationId = op.operationId;
    let principal: Principal | null = null;
    if (op.auth === 'bearer') {
      principal = await authenticateBearer(services, req);
      await applyRateLimit(services, principal, res);
    } else if (op.auth !== 'none') {
      // Fail closed: a scheme this pipeline does not implement yet never lets a request through.
      throw new ApiError('unauthorized', `The ${op.auth} session is not accepted by this server yet.`);
    }
    const body = op.body ? await readBody(req, res, op.body.required) : undefined;
    const search = new URL(req.originalUrl, 'http://x').searchParams;
    const input = { params: parsePath(op, rawParams), query: parseQuery(op, search), body };
    const given = new Set(search.keys());
    validateInput(op, input);
    let resources: Resources = {};
    if (principal) {
      resources = await loadResources(services, principal, input.params);
      if (op.scope && !principal.scopes.has(op.scope)) {
        throw new ApiError('insufficient_scope', `This operation needs the scope '${op.scope}'.`, { requiredScope: op.scope });
      }
    }
    const ctx = {
      operationId: op.operationId,
      requestId: String(res.locals.requestId),
      params: input.params,
      query: input.query,
      given,
      body: input.body,
      resources,
      services,
      principal,
    } as unknown as Context<OperationId>;
    const reply = await handler(ctx);
    res.status(reply.status);
    if (reply.headers) res.set(reply.headers);
    if (reply.body === undefined) {
      res.end();
    } else if (typeof reply.body === 'string' || Buffer.isBuffer(reply.body)) {
      res.type(reply.contentType ?? 'text/plain').send(reply.body);
    } else {
      res.type(reply.contentType ?? 'application/json').send(JSON.stringify(reply.body));
    }
  };
}

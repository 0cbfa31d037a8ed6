// What happens to a request for one operation, in the order docs/design/auth.md fixes: authenticate (401), count it against the
// organisation's rate limit (429), check the plan feature of a gated operation (403), read and validate the input
// (413, 415, 400), load the resources it names through the resource registry (404), check the key's scope (403),
// count the operation's own limit when the contract declares one (`x-rate-limit`, 429), take the `Idempotency-Key` of
// a POST (a retry replays the stored answer, docs/design/repeated-requests.md), then run the handler (a write sent with
// `If-Match` under its resource's lease, after the GET of its path found the tag still current: preconditions.ts),
// record a change that succeeded in the audit trail (audit-request.ts) and tag a representation it answers with `ETag`. The
// operation's surface (`x-surface` in the contract) picks the gate: the public respondent and hosted-page surfaces are
// limited per IP address instead, and a respondent's session operations need the session's token; the public health
// check has its own gate (flag, hourly limit); the dashboard routes accept only the `__session` cookie and look the
// survey up in the session's organisation; the service's own pages (docs, readiness) are open.
import { clientAddressKey } from './client-address';
import type { Readable } from 'node:stream';
import { pipeline as pipe } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { ApiError } from '../errors';
import { authenticate, type Principal } from '../auth/keys';
import type { Services } from '../services';
import { isFeature, isPermission } from '../auth/plans';
import { organizationHasFeature, organizationHasPermission } from '../auth/organizations';
import type { OperationMeta } from './operation-meta';
import { rateLimited, rateLimitHeaders } from '../rate-limit';
import { parsePath, parseQuery, validateInput } from './validation';
import { loadResources, type Resources, type Surface } from '../resource-kit';
import { bodyReader } from './body';
import { limitByAddress, requireToken } from './respondent';
import { hostedHeaders } from './hosted-page';
import { begin as beginIdempotent, IDEMPOTENCY, requestHash, requestKey, type StoredReply } from './idempotency';
import { healthCheckGate } from './wording-check-gate';
import { conditionalWrite, entityTag, ifNoneMatchHolds } from './preconditions';
import { allowedOrigin, corsHeaders } from './cors';
import { authenticateDashboard, dashboardInputError, refuseCrossSite, type DashboardUser } from './dashboard';
import type { Context, Handler, OperationId } from './types';
import { audited, auditRequest } from './audit-request';

const BEARER = /^Bearer\s+(\S+)$/i;

async function authenticateBearer(services: Services, req: Request): Promise<Principal> {
  const match = BEARER.exec(req.get('authorization') ?? '');
  const principal = match ? await authenticate(services.db, match[1]) : null;
  if (!principal) {
    // RFC 6750: say which scheme, and whether the key sent was refused.
    const challenge = `Bearer realm="fieldwork"${match ? ', error="invalid_token"' : ''}`;
    const detail = match ? 'The API key is not valid.' : "Send an API key as 'Authorization: Bearer <key>'.";
    throw new ApiError('unauthorized', detail, {}, { 'WWW-Authenticate': challenge });
  }
  return principal;
}

async function applyRateLimit(services: Services, principal: Principal, res: Response): Promise<void> {
  const state = await services.rateLimiter.hit(`org:${principal.organization.id}`);
  res.set(rateLimitHeaders(state));
  if (!state.allowed) throw rateLimited(state, `This organisation may make ${state.limit} requests a minute`);
}

/** An operation's own limit (x-rate-limit): its RateLimit-* headers describe this limit, the tighter one. */
async function applyOperationLimit(
  services: Services,
  limit: NonNullable<OperationMeta['rateLimit']>,
  organizationId: string,
  res: Response,
): Promise<void> {
  const limiter = services.operationLimiters[limit.name];
  if (!limiter) throw new Error(`openapi.yaml names an unknown x-rate-limit '${limit.name}'`);
  const state = await limiter.hit(`${limit.name}:${organizationId}`);
  const headers = rateLimitHeaders(state);
  res.set(headers);
  if (!state.allowed) throw rateLimited(state, limit.detail.replace('{limit}', String(state.limit)), headers);
}

/** docs/design/auth.md: a feature-gated operation answers 403 before its input is read or any resource is loaded. */
function requireFeature(principal: Principal, feature: string): void {
  if (!isFeature(feature)) throw new Error(`openapi.yaml names an unknown x-feature '${feature}'`);
  if (!organizationHasFeature(principal.organization, feature)) {
    const plan = principal.organization.plan;
    throw new ApiError('feature_not_available', `The ${plan} plan does not include the feature '${feature}'.`, { feature, plan });
  }
}

/** docs/design/plans.md: a permission an administrator grants the organisation (`permission_required` without it). */
function requirePermission(principal: Principal, permission: string): void {
  if (!isPermission(permission)) throw new Error(`openapi.yaml names an unknown x-permission '${permission}'`);
  if (!organizationHasPermission(principal.organization, permission)) {
    throw new ApiError('permission_required', `The organisation needs the permission '${permission}'; an operator grants it.`, {
      permission,
    });
  }
}

/**
 * The pipeline of one operation. `read` is the GET of the operation's path (its handler and the fields its tag leaves
 * out), for a write that honours `If-Match` (`op.precondition`): it runs with the write's caller and resources to find
 * the resource's current tag.
 */
export function pipeline(
  services: Services,
  op: OperationMeta,
  handler: Handler<OperationId>,
  read?: { handler: Handler<OperationId>; ignores: readonly string[] },
) {
  const readBody = bodyReader(op.bodyLimit === 'import' ? services.config.importBodyLimitBytes : services.config.bodyLimitBytes);
  const respondent = op.surface === 'respondent';
  // The hosted page's screens: their security headers go on every answer, a refusal of the pipeline's included.
  const hostedPage = op.surface === 'hosted' && Object.values(op.responses).some((r) => r.contentTypes.includes('text/html'));
  return async (rawParams: Record<string, string>, req: Request, res: Response): Promise<void> => {
    res.locals.operationId = op.operationId;
    if (hostedPage) res.set(hostedHeaders(false));
    // A preflight's handler answers CORS itself; every other call of the respondent API gets its headers first, so
    // a refusal is readable by an allowed page too.
    if (op.cors && op.method !== 'options') res.set(corsHeaders(await allowedOrigin(services, req.get('origin'), rawParams)));
    let principal: Principal | null = null;
    let token: string | null = null;
    let dashboard: DashboardUser | null = null;
    if (op.surface === 'api' && op.auth === 'bearer') {
      principal = await authenticateBearer(services, req);
      await applyRateLimit(services, principal, res);
      if (op.feature) requireFeature(principal, op.feature);
      if (op.permission) requirePermission(principal, op.permission);
    } else if (op.surface === 'health-check') {
      await healthCheckGate(services, req, res);
    } else if (op.surface === 'respondent' || op.surface === 'hosted') {
      await limitByAddress(services, req, res);
      if (op.auth === 'session') token = requireToken(req);
    } else if (op.surface === 'dashboard' && op.auth === 'cookie') {
      refuseCrossSite(req, services.config.siteUrl);
      dashboard = await authenticateDashboard(services, req);
    } else if (op.surface !== 'service' || op.auth !== 'none') {
      // Fail closed: a surface or scheme this pipeline does not implement never lets a request through.
      throw new ApiError('unauthorized', `The ${op.auth} scheme is not accepted by this server.`);
    }
    const body = op.body ? await readBody(req, res, op.body) : undefined;
    const search = new URL(req.originalUrl, 'http://x').searchParams;
    const input = { params: parsePath(op, rawParams), query: parseQuery(op, search), body };
    const given = new Set(search.keys());
    try {
      validateInput(op, input);
    } catch (error) {
      throw dashboard ? dashboardInputError(error) : error;
    }
    const surface: Surface | null = principal
      ? { kind: 'api', organizationId: principal.organization.id }
      : dashboard
        ? {
            kind: 'dashboard',
            organizationId: dashboard.organization.id,
            userId: dashboard.userId,
            needs: op.method === 'get' ? 'view' : 'edit',
          }
        : respondent
          ? { kind: 'respondent', token }
          : null;
    // A CORS preflight names its path's resources but loads none: its answer depends only on the page's origin.
    const resources: Resources =
      surface && op.method !== 'options' ? await loadResources(services.resources, services.db, surface, input.params) : {};
    if (principal && op.scope && !principal.scopes.has(op.scope)) {
      throw new ApiError('insufficient_scope', `This operation needs the scope '${op.scope}'.`, { requiredScope: op.scope });
    }
    const organizationId = principal?.organization.id ?? dashboard?.organization.id;
    if (op.rateLimit && organizationId) await applyOperationLimit(services, op.rateLimit, organizationId, res);
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
      dashboard,
      client: {
        ip: req.ip ?? '',
        addressKey: clientAddressKey(req.ip),
        userAgent: req.get('user-agent') ?? null,
        header: (name: string) => req.get(name),
      },
    } as unknown as Context<OperationId>;
    // docs/design/repeated-requests.md: a POST with an Idempotency-Key runs once; a retry replays the stored answer.
    const key = principal && op.method === 'post' ? requestKey(req.get(IDEMPOTENCY.header)) : null;
    const once =
      key && principal
        ? await beginIdempotent(
            services.db,
            services.config.secretKey,
            principal.organization.id,
            key,
            requestHash(op.operationId, req.originalUrl, body),
            services.config.retention.idempotencyHours,
          )
        : null;
    if (once && 'replay' in once)
      return send(res, { ...once.replay, headers: { ...once.replay.headers, [IDEMPOTENCY.replayedHeader]: 'true' } });
    let reply: Awaited<ReturnType<typeof handler>>;
    const ifMatch = op.precondition && read ? req.get('if-match') : undefined;
    try {
      reply =
        ifMatch !== undefined && read && organizationId
          ? await conditionalWrite(
              services,
              `${organizationId}:${op.fullPath.replace(/\{(\w+)\}/g, (_, name: string) => String((input.params as Record<string, unknown>)[name]))}`,
              ifMatch,
              async () =>
                tagOf(
                  await read.handler({ ...ctx, operationId: op.precondition, query: {}, given: new Set(), body: undefined } as typeof ctx),
                  read.ignores,
                ),
              () => handler(ctx),
            )
          : await handler(ctx);
    } catch (error) {
      await once?.abandon();
      throw error;
    }
    if (op.etag && (reply.status as number) === 200 && isRepresentation(reply.body)) {
      reply = { ...reply, headers: { ...reply.headers, ETag: entityTag(reply.body, op.etag.ignores) } } as typeof reply;
    }
    if (once) await once.finish(storable(reply));
    if (organizationId && audited(op))
      await auditRequest(services.db, {
        op,
        organizationId,
        principal,
        dashboard,
        params: input.params as Record<string, unknown>,
        resources: resources as Record<string, unknown>,
        body: input.body,
        address: ctx.client.addressKey,
        requestId: ctx.requestId,
        status: reply.status as number,
        location: locationOf(reply.headers),
      });
    const tag = reply.headers && (reply.headers as Record<string, unknown>).ETag;
    if (typeof tag === 'string' && op.method === 'get' && ifNoneMatchHolds(req.get('if-none-match'), tag)) {
      // The reader holds the current representation: 304, its tag and headers, no body (RFC 9110 section 15.4.5).
      res.status(304).set(reply.headers).end();
      return;
    }
    res.status(reply.status);
    if (reply.headers) res.set(reply.headers);
    if (reply.stream) {
      await streamBody(services, reply.stream, reply.contentType ?? 'application/octet-stream', res);
    } else if (reply.body === undefined) {
      res.end();
    } else if (typeof reply.body === 'string' || Buffer.isBuffer(reply.body)) {
      res.type(reply.contentType ?? 'text/plain').send(reply.body);
    } else {
      res.type(reply.contentType ?? 'application/json').send(JSON.stringify(reply.body));
    }
  };
}

const locationOf = (headers: Record<string, string | string[]> | undefined): string | undefined => {
  const value = headers?.Location ?? headers?.location;
  return Array.isArray(value) ? value[0] : value;
};

const isRepresentation = (body: unknown): body is object => typeof body === 'object' && body !== null && !Buffer.isBuffer(body);

/** The tag of what the GET of a write's path answered. */
function tagOf(reply: { status: number; body?: unknown }, ignores: readonly string[]): string {
  if (reply.status !== 200 || !isRepresentation(reply.body))
    throw new Error(`the read before a conditional write answered ${reply.status}`);
  return entityTag(reply.body, ignores);
}

/** A POST's reply as its idempotency record keeps it (the API-key surface's POSTs answer JSON, or nothing). */
function storable(reply: {
  status: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
  contentType?: string;
}): StoredReply {
  const body = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  const contentType = reply.contentType ?? (body === null ? null : typeof reply.body === 'string' ? 'text/plain' : 'application/json');
  return { status: reply.status, headers: reply.headers ?? {}, body, contentType };
}

function send(res: Response, reply: StoredReply): void {
  res.status(reply.status);
  res.set(reply.headers);
  if (reply.body === null) res.end();
  else res.type(reply.contentType ?? 'application/json').send(reply.body);
}

/** Sends a streamed body. Once bytes are on the wire a failure can only cut the response short, so it is logged. */
async function streamBody(services: Services, stream: Readable, contentType: string, res: Response): Promise<void> {
  res.type(contentType);
  try {
    await pipe(stream, res);
  } catch (error) {
    services.log.error({ err: error, requestId: res.locals.requestId }, 'streamed response failed');
    res.destroy();
  }
}

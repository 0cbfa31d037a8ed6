// Handler types derived from the generated contract types: a contract change that breaks a handler breaks the build.
import type { operations } from '../../generated/openapi';
import type { Readable } from 'node:stream';
import type { operations as operationList } from '../../generated/operations';
import type { OrganizationRow, SurveyRow } from '../db/schema';
import type { Principal } from '../auth/keys';
import type { Services } from '../services';
import type { DashboardUser } from './dashboard';
import type { NameOf, ResourceTypes } from '../resource-kit';

export type { Schemas } from '../contract';
/** The API's operations (the `webhooks` section's operations describe outgoing requests and have no handler). */
export type OperationId = (typeof operationList)[number]['operationId'] & keyof operations;
type Op<O extends OperationId> = operations[O];

export type PathParams<O extends OperationId> = Op<O>['parameters'] extends { path: infer P } ? P : Record<string, never>;
export type QueryParams<O extends OperationId> = Op<O>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
/** The body in any of the media types the operation takes (JSON, or a string for text/csv). */
export type RequestBody<O extends OperationId> =
  Op<O> extends { requestBody: { content: infer C } }
    ? C[keyof C]
    : Op<O> extends { requestBody?: { content: infer C } }
      ? C[keyof C] | undefined
      : undefined;

type BodyOf<R> = R extends { content: infer C } ? C[keyof C] : undefined;
/** Any status the contract declares for the operation (errors are usually thrown as ApiError instead). */
export type Reply<O extends OperationId> = {
  [S in keyof Op<O>['responses'] & number]: {
    status: S;
    body?: BodyOf<Op<O>['responses'][S]>;
    /** A header given several times (Set-Cookie) takes an array. */
    headers?: Record<string, string | string[]>;
    contentType?: string;
    /** A body too large to hold in memory, streamed as it is produced (exports). */
    stream?: Readable;
  };
}[keyof Op<O>['responses'] & number];

/**
 * The resources of operation O, typed from its path: a handler whose path has `{surveyId}` gets a survey. A
 * respondent's session brings its survey along.
 */
export type ResourcesOf<O extends OperationId> = {
  [P in keyof PathParams<O> & keyof ResourceTypes as NameOf[P]]: ResourceTypes[P];
} & ('sessionId' extends keyof PathParams<O> ? { survey: SurveyRow } : unknown);

/** Who sent the request, as far as the collect surface needs to know. */
export interface Client {
  /** The address express resolved (as far as TRUST_PROXY lets it read X-Forwarded-For): what a fingerprint hashes. */
  ip: string;
  /** The key every per-address limit counts by: no port, IPv4-mapped as IPv4, IPv6 per /64 (./client-address.ts). */
  addressKey: string;
  userAgent: string | null;
  header(name: string): string | undefined;
}

export interface Context<O extends OperationId> {
  operationId: O;
  requestId: string;
  params: PathParams<O>;
  query: QueryParams<O>;
  /** The query parameters the caller actually sent (the contract's defaults fill in the others). */
  given: ReadonlySet<string>;
  body: RequestBody<O>;
  /** What the path's parameters name, loaded (and tenancy-checked) before the scope check. */
  resources: ResourcesOf<O>;
  services: Services;
  /** The authenticated key (API-key operations only). */
  principal: Principal | null;
  /** The signed-in dashboard user (dashboard operations only). */
  dashboard: DashboardUser | null;
  client: Client;
}

export type Handler<O extends OperationId> = (ctx: Context<O>) => Promise<Reply<O>>;

/** The caller's organisation; only API-key operations call this. */
export function orgOf(ctx: { principal: Principal | null }): OrganizationRow {
  if (!ctx.principal) throw new Error('orgOf() called on an operation without an API key');
  return ctx.principal.organization;
}

/** The signed-in dashboard user; only dashboard operations call this. */
export function dashboardUserOf(ctx: { dashboard: DashboardUser | null }): DashboardUser {
  if (!ctx.dashboard) throw new Error('dashboardUserOf() called on an operation without a dashboard session');
  return ctx.dashboard;
}

/** What a list operation passes its capability: the query, the parameters sent, the secret its cursors are signed with. */
export function pageRequestOf<Q>(ctx: { query: Q; given: ReadonlySet<string>; services: Services }) {
  return { query: ctx.query, given: ctx.given, secret: ctx.services.config.secretKey };
}

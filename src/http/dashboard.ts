// The dashboard surface (docs/design/errors.md, docs/design/auth.md): authenticated only by the `__session` cookie (a bearer header is refused, so an
// API key never reaches these routes), problem+json errors with the specification's research-review codes, and the
// survey of the path looked up in the session's organisation (`survey_not_found` otherwise).
import { noteLogin } from '../audit/logins';
import { clientAddressKey } from './client-address';
import type { Request } from 'express';
import { parse as parseCookies } from 'cookie';
import { ApiError } from '../errors';
import { SESSION_COOKIE, SessionError } from '../auth/session';
import type { OrganizationRow } from '../db/schema';
import type { Services } from '../services';

export interface DashboardUser {
  userId: string;
  organization: OrganizationRow;
}

export async function authenticateDashboard(services: Services, req: Request): Promise<DashboardUser> {
  if (req.get('authorization')) {
    throw new ApiError('unauthorized', 'The dashboard does not accept API keys or bearer headers; send the __session cookie.');
  }
  const token = parseCookies(req.get('cookie') ?? '')[SESSION_COOKIE];
  if (!token) throw new ApiError('unauthorized', `Sign in to the dashboard: this route needs the ${SESSION_COOKIE} cookie.`);
  let session;
  try {
    session = await services.sessions.verify(token);
  } catch (error) {
    if (error instanceof SessionError) throw new ApiError('unauthorized', error.message);
    throw error;
  }
  const organization = await services.resources.organization(services.db, session.organizationId);
  if (!organization) throw new ApiError('unauthorized', "The session's organisation does not exist.");
  await noteLogin(services.db.kysely, {
    organizationId: organization.id,
    userId: session.userId,
    token,
    address: clientAddressKey(req.ip),
    requestId: String(req.res?.locals.requestId ?? ''),
  });
  return { userId: session.userId, organization };
}

/** A request body whose `action` is not one the contract allows is the specification's `invalid_action`. */
export function dashboardInputError(error: unknown): unknown {
  if (
    error instanceof ApiError &&
    error.code === 'invalid_request' &&
    error.extras.errors?.some((e) => e.in === 'body' && e.name === 'action')
  ) {
    return new ApiError('invalid_action', "The action must be 'accepted' or 'dismissed'.", { errors: error.extras.errors });
  }
  return error;
}

/** The origin a `Referer` names; one that is not a URL names a foreign origin (`null`), so it is refused too. */
const originOf = (referer: string | undefined): string | undefined => {
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
};

/**
 * docs/design/repeated-requests.md: the `__session` cookie rides along with any request a browser makes, so the dashboard's unsafe methods refuse
 * one another site started: an `Origin` that is not the site's own, or without an `Origin` a `Referer` of another
 * origin (an older browser's form post), or `Sec-Fetch-Site` other than `same-origin` or `none` (typed in the
 * address bar). A request with none of them (curl, a server) is not a browser's cross-site request.
 */
export function refuseCrossSite(req: Request, siteUrl: string): void {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
  const origin = req.get('origin') ?? originOf(req.get('referer'));
  const fetchSite = req.get('sec-fetch-site');
  const siteOrigin = new URL(siteUrl).origin;
  const foreignOrigin = origin !== undefined && origin !== siteOrigin;
  const foreignFetch = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (foreignOrigin || foreignFetch) {
    throw new ApiError('cross_site_request', `The dashboard accepts changes only from ${siteOrigin} itself.`);
  }
}

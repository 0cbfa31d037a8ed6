// CORS on the respondent API (docs/design/collectors.md): a page on another site may call it from a browser when one of
// the survey's collectors allows the page's origin (`settings.allowedOrigins`). The answer names that origin, never
// `*`, and never allows credentials (the respondent API reads a session token header, no cookie). Same-site calls
// (the hosted page) and calls from other origins get no CORS header, and so browsers keep other sites out.
import type { Services } from '../services';

export const CORS = {
  /** How long a browser may keep a preflight's answer, in seconds. */
  maxAgeSeconds: 600,
  /** The request headers a respondent's call may send. */
  allowHeaders: 'Content-Type, X-Session-Token, X-Request-Id',
  /** The answer's headers a page's script may read. */
  exposeHeaders: 'Location, X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
} as const;

/** The origin a call may be answered to: the request's `Origin`, when it is another site's and the survey allows it. */
export async function allowedOrigin(
  services: Pick<Services, 'respondentOrigins' | 'config'>,
  origin: string | undefined,
  params: Readonly<Record<string, string>>,
): Promise<string | null> {
  if (!origin || origin === new URL(services.config.siteUrl).origin) return null;
  const named = params.surveyId
    ? { surveyId: params.surveyId.toLowerCase() }
    : params.sessionId
      ? { sessionId: params.sessionId.toLowerCase() }
      : null;
  return named && (await services.respondentOrigins.allowed(origin, named)) ? origin : null;
}

/** The CORS headers of a respondent API answer. */
export const corsHeaders = (origin: string | null): Record<string, string> =>
  origin
    ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': CORS.exposeHeaders, Vary: 'Origin' }
    : { Vary: 'Origin' };

/** A preflight's answer: it allows `methods` to an allowed origin, and nothing to any other. */
export const preflightHeaders = (origin: string | null, methods: string): Record<string, string> =>
  origin
    ? {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': methods,
        'Access-Control-Allow-Headers': CORS.allowHeaders,
        'Access-Control-Max-Age': String(CORS.maxAgeSeconds),
        Vary: 'Origin',
      }
    : { Vary: 'Origin' };

// The collect surface's gate: a per-IP rate limit for every operation and the session token a session operation
// needs (401 when missing). The registry's loaders (src/resources.ts) find the survey a respondent may see (never a
// draft, never by organisation) and check the token against the session (401 when wrong, 404 for no session).
import type { Request, Response } from 'express';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { rateLimited, rateLimitHeaders } from '../rate-limit';
import { clientAddressKey } from './client-address';

export const SESSION_TOKEN_HEADER = 'x-session-token';

export async function limitByAddress(services: Services, req: Request, res: Response): Promise<void> {
  const limit = services.config.collectRateLimitPerMinute;
  const state = await services.rateLimiter.hit(`ip:${clientAddressKey(req.ip)}`, limit);
  res.set(rateLimitHeaders(state));
  if (!state.allowed) throw rateLimited(state, `This address may make ${limit} requests a minute`);
}

export function requireToken(req: Request): string {
  const token = req.get(SESSION_TOKEN_HEADER);
  if (!token) throw new ApiError('unauthorized', "Send the session's token as 'X-Session-Token'.");
  return token;
}

// The collect surface's gate: a per-IP rate limit for every operation, the survey a respondent may see (never a
// draft, never by organisation), and the session a token opens (401 for a missing or wrong token, 404 for none).
import type { Request, Response } from 'express';
import { ApiError, notFound } from '../errors';
import type { Services } from '../services';
import { findSession } from '../responses/repository';
import { tokenMatches } from '../responses/tokens';
import { rateLimited, rateLimitHeaders } from './rate-limit';
import type { Resources } from './types';

export const SESSION_TOKEN_HEADER = 'x-session-token';

export async function limitByAddress(services: Services, req: Request, res: Response): Promise<void> {
  const limit = services.config.collectRateLimitPerMinute;
  const state = await services.rateLimiter.hit(`ip:${req.ip ?? 'unknown'}`, limit);
  res.set(rateLimitHeaders(state));
  if (!state.allowed) throw rateLimited(state, `This address may make ${limit} requests a minute`);
}

export function requireToken(req: Request): string {
  const token = req.get(SESSION_TOKEN_HEADER);
  if (!token) throw new ApiError('unauthorized', "Send the session's token as 'X-Session-Token'.");
  return token;
}

async function publishedSurvey(services: Services, id: string) {
  const survey = await services.db.kysely.selectFrom('surveys').selectAll().where('id', '=', id).executeTakeFirst();
  if (!survey || survey.status === 'draft') throw notFound('Survey', id);
  return survey;
}

export async function loadRespondentResources(services: Services, params: Record<string, unknown>, token: string | null): Promise<Resources> {
  if (typeof params.surveyId === 'string') return { survey: await publishedSurvey(services, params.surveyId) };
  if (typeof params.sessionId === 'string') {
    const session = await findSession(services.db.kysely, params.sessionId);
    if (!session) throw notFound('Session', params.sessionId);
    if (token === null || !tokenMatches(token, session.token_hash)) {
      throw new ApiError('unauthorized', "The 'X-Session-Token' is not this session's token.");
    }
    return { session, survey: await publishedSurvey(services, session.survey_id) };
  }
  return {};
}

// The resource registry the http layer loads path parameters with (src/http/resources.ts), filled from the
// capabilities' repositories. Each loader looks where its surface may look: an API key or a dashboard session in its
// organisation, a respondent in published surveys and only with the session's token.
import { ApiError, notFound } from './errors';
import type { Db } from './db/connect';
import type { LoadContext, ResourceRegistry } from './http/resources';
import { findOrganization } from './auth/organizations';
import { findSurvey } from './surveys/repository';
import { findQuestion } from './questions/repository';
import { findWebhook } from './webhooks/repository';
import { findSession } from './responses/repository';
import { tokenMatches } from './responses/tokens';

/** A survey as respondents see it: of any organisation, never a draft. */
async function publishedSurvey(db: Db, id: string) {
  const survey = await db.kysely.selectFrom('surveys').selectAll().where('id', '=', id).executeTakeFirst();
  if (!survey || survey.status === 'draft') throw notFound('Survey', id);
  return survey;
}

async function survey({ db, surface }: LoadContext, id: string) {
  if (surface.kind === 'respondent') return publishedSurvey(db, id);
  const found = await findSurvey(db.kysely, surface.organizationId, id);
  if (found) return found;
  throw surface.kind === 'dashboard' ? new ApiError('survey_not_found', `Survey ${id} was not found.`) : notFound('Survey', id);
}

export const resourceRegistry: ResourceRegistry = {
  surveyId: survey,
  async questionId({ db, loaded }, id) {
    const found = loaded.survey ? await findQuestion(db.kysely, loaded.survey.id, id) : undefined;
    if (!found) throw notFound('Question', id);
    return found;
  },
  async webhookId({ db, surface }, id) {
    const found = surface.kind === 'api' ? await findWebhook(db.kysely, surface.organizationId, id) : undefined;
    if (!found) throw notFound('Webhook', id);
    return found;
  },
  /** A respondent's session (401 without its token), which brings its published survey along. */
  async sessionId({ db, surface, loaded }, id) {
    const session = surface.kind === 'respondent' ? await findSession(db.kysely, id) : undefined;
    if (!session) throw notFound('Session', id);
    if (surface.kind !== 'respondent' || surface.token === null || !tokenMatches(surface.token, session.token_hash)) {
      throw new ApiError('unauthorized', "The 'X-Session-Token' is not this session's token.");
    }
    loaded.survey = await publishedSurvey(db, session.survey_id);
    return session;
  },
  organization: (db, id) => findOrganization(db, id),
};

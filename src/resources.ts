// The resource registry the http layer loads path parameters with (src/resource-kit.ts), filled from the
// capabilities' repositories. Each loader looks where its surface may look: an API key or a dashboard session in its
// organisation, a respondent in published surveys and only with the session's token.
import { ApiError, notFound } from './errors';
import type { Db } from './database';
import type { SurveyRow } from './db/schema';
import type { LoadContext, ResourceRegistry } from './resource-kit';
import { findOrganization } from './auth/organizations';
import { findAnySurvey, findSurvey } from './surveys/repository';
import { findQuestion } from './questions/repository';
import { findDelivery, findWebhook } from './webhooks/repository';
import { findFolder } from './collections/folders/repository';
import { dashboardAccess } from './collections/folders/permissions';
import { findTag } from './collections/tags/repository';
import { findUserGroup } from './collections/groups/repository';
import { findContact, findContactList, findSuppression } from './contacts/repository';
import { findResponse, findSessionKey } from './responses/repository';
import { findCollector } from './collectors/repository';
import { findVariable } from './variables/repository';
import { findQuota } from './quotas/repository';
import { findErasureRequest } from './erasure/service';
import { findArm } from './calibration/repository';
import { findInstance } from './instruments/repository';
import { findProbe } from './instruments/probes';
import { debriefById, findDebrief, findDebriefSession } from './debriefs/repository';
import { findDomain, findSend } from './email/repository';
import { tokenMatches } from './responses/tokens';

/** A survey as respondents see it: of any organisation, never a draft. */
function published(survey: SurveyRow): SurveyRow {
  if (survey.status === 'draft') throw notFound('Survey', survey.id);
  return survey;
}

/** published() of the survey with that id. */
async function publishedSurvey(db: Db, id: string) {
  const survey = await findAnySurvey(db.kysely, id);
  if (!survey) throw notFound('Survey', id);
  return published(survey);
}

async function survey({ db, surface }: LoadContext, id: string) {
  if (surface.kind === 'respondent') return publishedSurvey(db, id);
  const found = await findSurvey(db.kysely, surface.organizationId, id);
  if (surface.kind === 'api' && found) return found;
  if (surface.kind === 'api') throw notFound('Survey', id);
  // The dashboard honours folder grants (docs/design/organisation.md): without one in effect the survey is not there for this user.
  const access = found ? await dashboardAccess(db, surface.organizationId, found.folder_id, surface.userId) : null;
  if (!found || !access) throw new ApiError('survey_not_found', `Survey ${id} was not found.`);
  if (surface.needs === 'edit' && access !== 'edit') {
    throw new ApiError('folder_access_required', "Your groups may view this survey's folder but not edit it.");
  }
  return found;
}

/** A loader for a resource an API key reaches in its own organisation only (the organisation group, docs/design/organisation.md). */
const organizationOwned =
  <R>(what: string, find: (db: Db['kysely'], organizationId: string, id: string) => Promise<R | undefined>) =>
  async ({ db, surface }: LoadContext, id: string): Promise<R> => {
    const found = surface.kind === 'api' ? await find(db.kysely, surface.organizationId, id) : undefined;
    if (!found) throw notFound(what, id);
    return found;
  };

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
  folderId: organizationOwned('Folder', findFolder),
  tagId: organizationOwned('Tag', findTag),
  groupId: organizationOwned('User group', findUserGroup),
  contactId: organizationOwned('Contact', findContact),
  listId: organizationOwned('Contact list', findContactList),
  suppressionId: organizationOwned('Suppression', findSuppression),
  collectorId: organizationOwned('Collector', findCollector),
  variableId: organizationOwned('Variable', findVariable),
  quotaId: organizationOwned('Quota', findQuota),
  erasureRequestId: organizationOwned('Erasure request', findErasureRequest),
  async deliveryId({ db, loaded }, id) {
    const found = loaded.webhook ? await findDelivery(db.kysely, loaded.webhook.id, id) : undefined;
    if (!found) throw notFound('Delivery', id);
    return found;
  },
  responseId: organizationOwned('Response', findResponse),
  /** A run of the key's organisation; for a participant, any run (its id is the invitation), open or closed. */
  async debriefId({ db, surface }, id) {
    const found =
      surface.kind === 'api'
        ? await findDebrief(db.kysely, surface.organizationId, id)
        : surface.kind === 'respondent'
          ? await debriefById(db.kysely, id)
          : undefined;
    if (!found) throw notFound('Debrief', id);
    return found;
  },
  /** A participant's session of the run the path names (401 without its token). */
  async debriefSessionId({ db, surface, loaded }, id) {
    const session =
      surface.kind === 'respondent' && loaded.debrief ? await findDebriefSession(db.kysely, loaded.debrief.id, id) : undefined;
    if (!session) throw notFound('Session', id);
    if (surface.kind !== 'respondent' || surface.token === null || !tokenMatches(surface.token, session.token_hash)) {
      throw new ApiError('unauthorized', "The 'X-Session-Token' is not this session's token.");
    }
    return session;
  },
  /** An arm of the survey the path names (which the key's organisation owns). */
  async armId({ db, loaded }, id) {
    const found = loaded.survey ? await findArm(db.kysely, loaded.survey.id, id) : undefined;
    if (!found) throw notFound('Arm', id);
    return found;
  },
  /** An instrument instance of the survey the path names. */
  async instanceId({ db, loaded }, id) {
    const found = loaded.survey ? await findInstance(db.kysely, loaded.survey.id, id) : undefined;
    if (!found) throw notFound('Instrument instance', id);
    return found;
  },
  /** An adaptive probe of the survey the path names, with the question that holds it. */
  async probeId({ db, loaded }, id) {
    const found = loaded.survey ? await findProbe(db, loaded.survey.id, id) : undefined;
    if (!found) throw notFound('Probe', id);
    return found;
  },
  sendId: organizationOwned('Send', findSend),
  domainId: organizationOwned('Sending domain', findDomain),
  /** A respondent's session (401 without its token), which brings its published survey along. */
  async sessionId({ db, surface, loaded }, id) {
    const found = surface.kind === 'respondent' ? await findSessionKey(db.kysely, id) : undefined;
    if (!found) throw notFound('Session', id);
    if (surface.kind !== 'respondent' || surface.token === null || !tokenMatches(surface.token, found.session.token_hash)) {
      throw new ApiError('unauthorized', "The 'X-Session-Token' is not this session's token.");
    }
    loaded.survey = published(found.survey);
    return found.session;
  },
  organization: (db, id) => findOrganization(db, id),
};

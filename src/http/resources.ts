// Loads the resources a path names, inside the caller's organisation (D3: 404 comes before the scope's 403).
import { notFound } from '../errors';
import type { Services } from '../services';
import type { Principal } from '../auth/keys';
import { findSurvey } from '../surveys/repository';
import { findQuestion } from '../questions/repository';
import { findWebhook } from '../webhooks/repository';
import type { Resources } from './types';

export async function loadResources(services: Services, principal: Principal, params: Record<string, unknown>): Promise<Resources> {
  const resources: Resources = {};
  if (typeof params.surveyId === 'string') {
    resources.survey = await findSurvey(services.db.kysely, principal.organization.id, params.surveyId);
    if (!resources.survey) throw notFound('Survey', params.surveyId);
  }
  if (typeof params.questionId === 'string' && resources.survey) {
    resources.question = await findQuestion(services.db.kysely, resources.survey.id, params.questionId);
    if (!resources.question) throw notFound('Question', params.questionId);
  }
  if (typeof params.webhookId === 'string') {
    resources.webhook = await findWebhook(services.db.kysely, principal.organization.id, params.webhookId);
    if (!resources.webhook) throw notFound('Webhook', params.webhookId);
  }
  return resources;
}

// The `webhooks` section of openapi.yaml describes requests Fieldwork sends, not operations it serves, so these
// operationIds have no handler. Each event type the outbox emits maps to the operationId that documents its payload;
// test/unit/webhook-contract.test.ts checks this table against the contract both ways.
import { EVENT_TYPES, TEST_EVENT, type EventType } from './thresholds';

export const OUTGOING: Record<EventType | typeof TEST_EVENT, string> = {
  'response.started': 'responseStartedEvent',
  'response.completed': 'responseCompletedEvent',
  'response.abandoned': 'responseAbandonedEvent',
  'survey.created': 'surveyCreatedEvent',
  'survey.status_changed': 'surveyStatusChangedEvent',
  'survey.deleted': 'surveyDeletedEvent',
  'rewards.low_stock': 'rewardsLowStockEvent',
  'contact.unsubscribed': 'contactUnsubscribedEvent',
  'collector.closed': 'collectorClosedEvent',
  'collector.locked': 'collectorLockedEvent',
  'email.send_finished': 'emailSendFinishedEvent',
  'debrief.closed': 'debriefClosedEvent',
  'calibration.converged': 'calibrationConvergedEvent',
  'quota.filled': 'quotaFilledEvent',
  'quota.reopened': 'quotaReopenedEvent',
  'response.deleted': 'responseDeletedEvent',
  'response.updated': 'responseUpdatedEvent',
  'webhook.test': 'webhookTestEvent',
};

export const EMITTED: readonly string[] = [...EVENT_TYPES, TEST_EVENT];

// Every limit of webhook delivery (docs/design/webhooks.md), named once.
export const WEBHOOK = {
  /** Seconds to wait after each failed attempt: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (8 attempts in all). */
  retryScheduleSeconds: [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as readonly number[],
  /** A receiver must answer within this (connect, TLS and response headers). */
  timeoutMs: 10_000,
  /** How long a process owns a subscription's queue; renewed after each delivery, longer than one attempt can take. */
  leaseMs: 60_000,
  /** Subscriptions one process delivers to at once (one lane each, so a hanging receiver holds only its own lane). */
  lanes: 16,
  /** Deliveries a lane sends before it gives its lease back, so busy subscriptions take turns. */
  deliveriesPerLease: 100,
  /** Delay between an event's write and the wake-up, so the writing transaction has committed. */
  wakeDelayMs: 5,
  /** Subscriptions one organisation may hold. */
  perOrganization: 25,
  /** Events one replay call queues again (the answer's `nextSince` continues from there). */
  replayMax: 10_000,
  /** Longest error text kept per attempt. */
  errorChars: 300,
  userAgent: 'Fieldwork-Webhooks/1.0',
} as const;

export const EVENT_TYPES = [
  'response.started',
  'response.completed',
  'response.abandoned',
  'survey.created',
  'survey.status_changed',
  'survey.deleted',
  'rewards.low_stock',
  'contact.unsubscribed',
  'collector.closed',
  'collector.locked',
  'email.send_finished',
  'debrief.closed',
  'calibration.converged',
  'quota.filled',
  'quota.reopened',
  'response.deleted',
  'response.updated',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** Sent only by the test operation, to one subscription. */
export const TEST_EVENT = 'webhook.test';

// Webhook rows as the contract's Webhook and WebhookDelivery.
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookRow } from '../db/schema';
import { fromJson } from '../db/values';
import type { Schemas } from '../contract';

export function toWebhook(row: WebhookRow): Schemas['Webhook'] {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: fromJson<Schemas['WebhookEventType'][]>(row.events, []),
    surveyIds: fromJson<string[]>(row.survey_ids, []),
    status: row.status as Schemas['WebhookStatus'],
    disabledReason: row.disabled_reason,
    secretPreview: row.secret_preview,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toDelivery(
  row: WebhookDeliveryRow & { event_type: string },
  attempts: readonly WebhookAttemptRow[],
): Schemas['WebhookDelivery'] {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status as Schemas['WebhookDeliveryStatus'],
    attemptCount: Number(row.attempt_count),
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    attempts: attempts.map((a) => ({
      attemptedAt: a.attempted_at,
      statusCode: a.status_code === null ? null : Number(a.status_code),
      error: a.error,
      durationMs: Number(a.duration_ms),
    })),
  };
}

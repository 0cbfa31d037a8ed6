// Webhook subscriptions, their deliveries of events (src/feed/table.ts) and each delivery attempt.

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhooksTable {
  id: string;
  organization_id: string;
  url: string;
  description: string | null;
  events: string; // JSON string[] ([] = every event)
  survey_ids: string; // JSON string[] ([] = every survey)
  secret_sealed: string; // AES-256-GCM under a key derived from SECRET_KEY (src/webhooks/signing.ts)
  secret_preview: string;
  status: 'active' | 'paused' | 'disabled';
  disabled_reason: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event_id: string;
  status: DeliveryStatus;
  attempt_count: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempted_at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

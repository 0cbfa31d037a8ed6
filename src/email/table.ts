// Email (docs/design/email.md): sends an email collector makes, one recipient row per contact (the outbox any process leases), and
// the organisation's sending domains.
import type { Schemas } from '../contract';

export interface EmailSendsTable {
  id: string;
  organization_id: string;
  survey_id: string;
  collector_id: string;
  list_id: string | null; // null once the list is deleted
  subject: string;
  body: string;
  status: Schemas['EmailSendStatus'];
  /** Why a send failed (no mail server, every message failed). */
  reason: string | null;
  scheduled_at: string;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
}

export interface EmailRecipientsTable {
  id: string;
  send_id: string;
  contact_id: string | null; // null once the contact is erased
  /** `j***@example.com`: enough to recognise, nothing to mail. */
  masked_email: string;
  status: Schemas['EmailRecipientStatus'];
  attempts: number;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export interface SendingDomainsTable {
  id: string;
  organization_id: string;
  domain: string;
  status: Schemas['SendingDomainStatus'];
  dkim_selector: string;
  /** The DKIM private key (PEM), sealed. */
  dkim_private_sealed: string;
  records: string; // JSON DnsRecord[] as last checked
  last_checked_at: string | null;
  created_at: string;
}

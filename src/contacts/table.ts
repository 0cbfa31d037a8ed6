// Contacts, lists, members and suppressions (docs/design/contacts.md). Every personal field is sealed (`*_sealed`); addresses are found
// by a keyed hash of their normalised form.
import type { NamedRow } from '../collections/named-table';

import type { Schemas } from '../contract';

export type SuppressionReason = Schemas['SuppressionReason'];

export interface ContactsTable {
  id: string;
  organization_id: string;
  email_hash: string;
  email_sealed: string;
  first_name_sealed: string | null;
  last_name_sealed: string | null;
  attributes_sealed: string; // sealed JSON object
  language: string | null;
  external_id: string | null;
  unsubscribed: number; // 0 | 1
  created_at: string;
  updated_at: string;
}

export interface ContactListsTable extends NamedRow {
  description: string | null;
}

export interface ContactListMembersTable {
  list_id: string;
  contact_id: string;
}

export interface SuppressionsTable {
  id: string;
  organization_id: string;
  email_hash: string;
  email_sealed: string;
  reason: SuppressionReason;
  created_at: string;
}

// Erasure requests (docs/design/erasure.md): one receipt per request, the subject kept only as a keyed hash.
export interface ErasureRequestsTable {
  id: string;
  organization_id: string;
  subject_kind: 'email' | 'contactId' | 'externalId';
  subject_hash: string;
  responses_erased: number;
  contacts_erased: number;
  created_at: string;
  completed_at: string;
}

// The idempotency keys' table (docs/design/repeated-requests.md; the queries are in ./idempotency.ts).
export interface IdempotencyKeysTable {
  organization_id: string;
  idempotency_key: string;
  /** SHA-256 of the operation, the path with its query, and the body: another request under the key conflicts. */
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_headers: string | null; // JSON Record<string, string | string[]>
  response_body: string | null;
  content_type: string | null;
  created_at: string;
}

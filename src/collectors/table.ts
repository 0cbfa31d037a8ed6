// Collectors (docs/design/collectors.md): the ways into a survey, each with its own rules. Every survey has one default link collector.
export type CollectorType = 'link' | 'email' | 'embed';
export type CollectorStatus = 'open' | 'closed';

export interface CollectorsTable {
  id: string;
  survey_id: string;
  organization_id: string;
  name: string;
  type: CollectorType;
  status: CollectorStatus;
  is_default: number; // 0 | 1
  closes_at: string | null;
  response_limit: number | null;
  allow_multiple_per_device: number; // 0 | 1
  /** scrypt hash of the password (never the password), or null when the collector has none. */
  password_hash: string | null;
  redirect_url: string | null;
  /** JSON array of the serialized web origins allowed to call the respondent API from a browser (empty: none). */
  allowed_origins: string;
  /** Until when wrong passwords locked the link (src/collectors/guesses.ts), or null. */
  password_locked_until: string | null;
  /** Raised when the owner lifts a lock: the link's count of wrong passwords is kept under it, so it starts afresh. */
  password_epoch: number;
  created_at: string;
  updated_at: string;
}

// The AI allowance ledger and organisations' own model credentials.

export interface AiUsageTable {
  id: string;
  organization_id: string;
  /** The calendar month (UTC), `YYYY-MM`. */
  period: string;
  operation: string;
  weight: number;
  /** `reserved` while the provider is called (until `expires_at`), `billed` once it answered. */
  status: 'reserved' | 'billed';
  provider: string | null;
  created_at: string;
  expires_at: string;
}

export interface OrganizationModelCredentialsTable {
  organization_id: string;
  base_url: string;
  model: string;
  api_key_sealed: string;
  updated_at: string;
}

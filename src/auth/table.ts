// The tenancy tables: organisations and their API keys.
import type { Plan } from './plans';

export interface OrganizationsTable {
  id: string;
  name: string;
  plan: Plan;
  feature_overrides: string; // JSON { feature: boolean }
  permissions: string; // JSON { permission: boolean }
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  organization_id: string;
  name: string | null;
  secret_hash: string; // hex SHA-256 of the secret part
  scopes: string; // JSON string[]
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

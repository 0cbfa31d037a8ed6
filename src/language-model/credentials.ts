// An organisation's own model provider (docs/design/model-calls.md): an OpenAI-compatible endpoint, model name and API key, the key sealed
// at rest. Calls through it are not billed against the organisation's allowance. Set with `fieldwork org model`.
import type { Db } from '../database';
import { seal, unseal } from '../auth/seal';
import { nowIso } from '../db/values';

export interface ModelCredentials {
  baseUrl: string;
  model: string;
  apiKey: string;
}

export async function setModelCredentials(db: Db, secretKey: string, organizationId: string, creds: ModelCredentials): Promise<void> {
  const row = {
    organization_id: organizationId,
    base_url: creds.baseUrl,
    model: creds.model,
    api_key_sealed: seal(secretKey, 'model-api-key', creds.apiKey),
    updated_at: nowIso(),
  };
  await db.kysely
    .insertInto('organization_model_credentials')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('organization_id')
        .doUpdateSet({ base_url: row.base_url, model: row.model, api_key_sealed: row.api_key_sealed, updated_at: row.updated_at }),
    )
    .execute();
}

export async function clearModelCredentials(db: Db, organizationId: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('organization_model_credentials')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function modelCredentialsOf(db: Db, secretKey: string, organizationId: string): Promise<ModelCredentials | null> {
  const row = await db.kysely
    .selectFrom('organization_model_credentials')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row) return null;
  return { baseUrl: row.base_url, model: row.model, apiKey: unseal(secretKey, 'model-api-key', row.api_key_sealed) };
}

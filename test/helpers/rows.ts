// Rows the medium tests need without going through the API: a subscription to every event of an organisation
// (its secret is never opened: nothing is delivered in those tests).
import type { Db } from '../../src/database';
import type { Respondent } from '../../src/responses/collect';

export async function insertWebhookRow(db: Db, organizationId: string, at = '2026-11-22T00:00:00.000Z'): Promise<string> {
  const id = crypto.randomUUID();
  await db.kysely
    .insertInto('webhooks')
    .values({
      id,
      organization_id: organizationId,
      url: 'https://93.184.216.34/h',
      description: null,
      events: '[]',
      survey_ids: '[]',
      secret_sealed: 'x',
      secret_preview: 'x',
      status: 'active',
      disabled_reason: null,
      lease_owner: null,
      lease_until: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A respondent the JSON API would see with no headers at all: no device, no place, no language asked for. */
export const NOBODY: Respondent = {
  userAgent: null,
  device: null,
  geography: { country: null, region: null },
  fingerprint: null,
  deviceKey: null,
  acceptLanguage: null,
};

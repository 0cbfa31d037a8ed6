// First start on an empty database: a demo organisation and a key with every scope, printed once to the terminal
// (never logged, never stored but as a hash), so a newcomer can call the API at once.
import type { Db } from '../db/connect';
import { countOrganizations, createOrganization } from '../auth/organizations';
import { createKey } from '../auth/keys';
import { SCOPES } from '../auth/scopes';

export async function ensureDemo(db: Db, siteUrl: string): Promise<void> {
  if ((await countOrganizations(db)) > 0) return;
  const org = await createOrganization(db, 'Demo organisation', 'business');
  const { key } = await createKey(db, org.id, [...SCOPES], 'demo');
  process.stderr.write(
    [
      '',
      'Fieldwork: the database was empty, so a demo organisation was created.',
      `  organisation: ${org.id} (plan business)`,
      `  API key (shown once, every scope): ${key}`,
      `  try: curl -H "Authorization: Bearer ${key}" ${siteUrl}/api/v1/surveys`,
      `  API reference: ${siteUrl}/docs`,
      '',
    ].join('\n') + '\n',
  );
}

// First start on an empty database: a demo organisation and a key with every scope, printed once to the terminal
// (never logged, never stored but as a hash), so a newcomer can call the API at once.
import type { Db } from '../db/connect';
import { countOrganizations, createOrganization, listOrganizations } from '../auth/organizations';
import { createKey } from '../auth/keys';
import { SCOPES } from '../auth/scopes';

const DEMO_NAME = 'Demo organisation';

const findOrganizationByName = async (db: Db, name: string) => (await listOrganizations(db)).find((o) => o.name === name);

export async function ensureDemo(db: Db, siteUrl: string): Promise<void> {
  if ((await countOrganizations(db)) > 0) {
    // Later starts: say where the demo is (never a key: it was shown once; `key create` makes another).
    const demo = await findOrganizationByName(db, DEMO_NAME);
    if (demo) {
      process.stderr.write(
        [
          '',
          `Fieldwork: demo organisation ${demo.id} (plan ${demo.plan}).`,
          `  lost its key? fieldwork key list --org ${demo.id}; fieldwork key create --org ${demo.id} --scopes all`,
          `  API reference: ${siteUrl}/docs`,
          '',
        ].join('\n') + '\n',
      );
    }
    return;
  }
  const org = await createOrganization(db, DEMO_NAME, 'business');
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

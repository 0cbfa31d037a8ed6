// First start on an empty database: a demo organisation and a key with every scope, printed once to the terminal
// (never logged, never stored but as a hash), and the demo survey with a few hundred responses, whose hosted link is
// printed beside the key: a newcomer's first minute ends in a browser, answering a real survey.
import type { Db } from '../database';
import { countOrganizations, createOrganization, listOrganizations } from '../auth/organizations';
import { createKey } from '../auth/keys';
import { SCOPES } from '../auth/scopes';
import { createDemoSurvey, seedSessions } from '../seed/seed';
import { seedDemoContacts } from '../seed/contacts';
import { defaultCollectorOf } from '../collectors/repository';
import { collectorUrl } from '../collectors/service';
import { DEMO_TITLE } from '../seed/demo-survey';

/** Responses the first start seeds into the demo survey (about a second on either database). */
export const FIRST_START_RESPONSES = 300;

/** The hosted link of the organisation's demo survey (its default collector), if there is one. */
async function demoLink(db: Db, organizationId: string, siteUrl: string): Promise<string | null> {
  const survey = await db.kysely
    .selectFrom('surveys')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('title', '=', DEMO_TITLE)
    .orderBy('created_at')
    .executeTakeFirst();
  const collector = survey ? await defaultCollectorOf(db.kysely, survey.id) : undefined;
  return collector ? collectorUrl(siteUrl, collector.id) : null;
}

const DEMO_NAME = 'Demo organisation';

const findOrganizationByName = async (db: Db, name: string) => (await listOrganizations(db)).find((o) => o.name === name);

export async function ensureDemo(db: Db, siteUrl: string, secretKey: string): Promise<void> {
  if ((await countOrganizations(db)) > 0) {
    // Later starts: say where the demo is (never a key: it was shown once; `key create` makes another).
    const demo = await findOrganizationByName(db, DEMO_NAME);
    if (demo) {
      const link = await demoLink(db, demo.id, siteUrl);
      process.stderr.write(
        [
          '',
          `Fieldwork: demo organisation ${demo.id} (plan ${demo.plan}).`,
          `  lost its key? fieldwork key list --org ${demo.id}; fieldwork key create --org ${demo.id} --scopes all`,
          ...(link ? [`  answer the demo survey in a browser: ${link}`] : []),
          `  API reference: ${siteUrl}/docs`,
          '',
        ].join('\n') + '\n',
      );
    }
    return;
  }
  const org = await createOrganization(db, DEMO_NAME, 'business');
  const { key } = await createKey(db, org.id, [...SCOPES], 'demo');
  const surveyId = await createDemoSurvey(db, org.id);
  await seedDemoContacts(db, secretKey, org.id); // the panel the README's erasure walk erases one of
  await seedSessions(db, surveyId, 1, { responses: FIRST_START_RESPONSES });
  const link = await demoLink(db, org.id, siteUrl);
  process.stderr.write(
    [
      '',
      'Fieldwork: the database was empty, so a demo organisation was created.',
      `  organisation: ${org.id} (plan business)`,
      `  API key (shown once, every scope): ${key}`,
      `  demo survey: ${surveyId} (${FIRST_START_RESPONSES} responses)`,
      `  answer it in a browser: ${link}`,
      `  try: curl -H "Authorization: Bearer ${key}" ${siteUrl}/api/v1/surveys/${surveyId}/analytics`,
      `  API reference: ${siteUrl}/docs`,
      '',
    ].join('\n') + '\n',
  );
}

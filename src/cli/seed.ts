// `fieldwork seed --org ID [--responses N]`: the demo survey and N realistic sessions, with a progress bar on stderr,
// a panel of demo contacts where the organisation's plan has contacts, and a demo debrief run where it has debriefs.
import type { Db } from '../database';
import { findOrganization, organizationHasFeature } from '../auth/organizations';
import { seedDemoContacts } from '../seed/contacts';
import { createDemoSurvey, seedSessions } from '../seed/seed';
import { seedDemoDebrief } from '../seed/debrief';
import { seedDemoQuota } from '../seed/quotas';
import { findSurvey } from '../surveys/repository';
import { progressBar } from './run';

export interface SeedResult {
  organizationId: string;
  surveyId: string;
  responses: number;
  seconds: number;
}

export async function runSeed(
  db: Db,
  orgId: string,
  responses: number,
  options: { seed?: number; progress: boolean; secretKey: string },
): Promise<SeedResult | null> {
  const org = await findOrganization(db, orgId);
  if (!org) return null;
  const started = Date.now();
  const surveyId = await createDemoSurvey(db, orgId);
  // A panel of demo contacts where the plan has contacts (Pro and above).
  if (organizationHasFeature(org, 'emailDistribution')) await seedDemoContacts(db, options.secretKey, orgId);
  const bar = progressBar(Boolean(options.progress), 'seeding', 'responses');
  bar?.start(responses, 0);
  await seedSessions(db, surveyId, 1, { responses, seed: options.seed, onProgress: (done) => bar?.update(done) });
  bar?.stop();
  // A demo debrief run with eight participants where the plan has debriefs (Business and above).
  const survey = await findSurvey(db.kysely, orgId, surveyId);
  if (survey && organizationHasFeature(org, 'debriefs')) await seedDemoDebrief(db, survey);
  // A quota on Pro customers where the plan has quotas (Pro and above).
  if (survey && organizationHasFeature(org, 'quotas')) await seedDemoQuota(db, survey);
  return { organizationId: orgId, surveyId, responses, seconds: (Date.now() - started) / 1000 };
}

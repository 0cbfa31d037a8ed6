// `fieldwork seed --org ID [--responses N]`: the demo survey and N realistic sessions, with a progress bar on stderr.
import { SingleBar, Presets } from 'cli-progress';
import type { Db } from '../db/connect';
import { findOrganization } from '../auth/organizations';
import { createDemoSurvey, seedSessions } from '../seed/seed';

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
  options: { seed?: number; progress: boolean },
): Promise<SeedResult | null> {
  if (!(await findOrganization(db, orgId))) return null;
  const started = Date.now();
  const surveyId = await createDemoSurvey(db, orgId);
  const bar = options.progress
    ? new SingleBar(
        { stream: process.stderr, format: 'seeding [{bar}] {percentage}% | {value}/{total} responses | {eta}s left' },
        Presets.shades_classic,
      )
    : null;
  bar?.start(responses, 0);
  await seedSessions(db, surveyId, 1, { responses, seed: options.seed, onProgress: (done) => bar?.update(done) });
  bar?.stop();
  return { organizationId: orgId, surveyId, responses, seconds: (Date.now() - started) / 1000 };
}

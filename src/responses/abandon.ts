// Abandonment (docs/design/responses.md): in-progress sessions idle for ABANDON_AFTER_MINUTES become abandoned. One process per interval
// sweeps (a job lease, docs/design/repeated-requests.md); the status guard in the UPDATE still makes each move happen exactly once. Each
// survey's moves run in one transaction with its analytics, under the survey's analytics lock.
import type { Db } from '../database';
import type { Logger } from '../log';
import type { Config } from '../config';
import { abandonIdle, surveyOwner, surveysWithIdleSessions } from './repository';
import { saveSessions, writeSurveySessions } from './session-writer';
import { startPeriodicJob, type PeriodicJob } from '../jobs';

/** What this part of the service uses of the running services (src/services.ts hands them over). */
type Uses = { db: Db; log: Logger; config: Pick<Config, 'abandonAfterMinutes' | 'abandonSweepSeconds'> };

/** Sessions moved per UPDATE, so one sweep never holds a long write lock. */
export const SWEEP_BATCH = 1000;
/** Surveys looked up per round of a sweep. */
const SURVEYS_PER_ROUND = 100;

export async function sweepAbandoned(services: Pick<Uses, 'db' | 'config'>, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - services.config.abandonAfterMinutes * 60_000).toISOString();
  const { db } = services;
  let total = 0;
  for (;;) {
    const surveys = await surveysWithIdleSessions(db.kysely, cutoff, SURVEYS_PER_ROUND);
    if (surveys.length === 0) return total;
    for (const surveyId of surveys) {
      for (;;) {
        const moved = await writeSurveySessions(db, surveyId, async ({ trx, questionnaire }) => {
          const rows = await abandonIdle(trx, surveyId, cutoff, SWEEP_BATCH);
          if (rows.length) {
            // The UPDATE stored the move; the quality enricher may judge an abandoned session differently (stored after).
            const changes = rows.map((row) => ({ before: { ...row, status: 'in_progress' as const }, after: { ...row } }));
            await saveSessions(db, trx, 'session.abandoned', { survey: await surveyOwner(trx, surveyId), questionnaire, changes }, rows);
          }
          return rows.length;
        });
        total += moved;
        if (moved < SWEEP_BATCH) break;
      }
    }
  }
}

/** The periodic sweep: once per interval across every process (a job lease); returns a function that stops it. */
export const abandonJob = (services: Uses): PeriodicJob<number> => ({
  name: 'abandonment-sweep',
  seconds: services.config.abandonSweepSeconds,
  run: () => sweepAbandoned(services),
  done: (n) => n && services.log.info({ abandoned: n }, 'abandoned idle sessions'),
});

export const startAbandonSweep = (services: Uses): (() => void) => startPeriodicJob(services, abandonJob(services));

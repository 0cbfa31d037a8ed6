// The background recompute (docs/design/variables.md): surveys whose variables changed with more completed sessions than a request
// recomputes itself. Every process ticks; a job lease lets one of them work per tick, for most of the interval, a
// batch at a time. A batch re-reads its position under the survey's locks, so even two workers never redo a batch.
import type { Db } from '../database';
import type { Logger } from '../log';
import { startPeriodicJob } from '../jobs';
import { recomputeBatch } from './compute';
import { runningRecomputes } from './repository';
import { VARIABLES } from './thresholds';

/** What this part of the service uses of the running services (src/services.ts hands them over). */
type Uses = { db: Db; log: Logger };

/** Surveys looked at per run. */
const SURVEYS_PER_RUN = 10;

/** Works on running recomputes for up to `budgetMs`; answers the batches done. */
export async function recomputeRunning(services: Pick<Uses, 'db'>, budgetMs: number): Promise<number> {
  const until = Date.now() + budgetMs;
  let batches = 0;
  for (const surveyId of await runningRecomputes(services.db.kysely, SURVEYS_PER_RUN)) {
    while (Date.now() < until) {
      batches++;
      if (!(await recomputeBatch(services.db, surveyId))) break;
    }
    if (Date.now() >= until) break;
  }
  return batches;
}

export const startVariableRecompute = (services: Uses): (() => void) =>
  startPeriodicJob(services, {
    name: 'variables-recompute',
    seconds: VARIABLES.recomputePollMs / 1000,
    run: () => recomputeRunning(services, VARIABLES.recomputePollMs * 0.75),
    done: (batches) => {
      if (batches) services.log.info({ batches }, 'variables recomputed');
    },
  });

// The keeper of export lines (issue 26): keeps the CSV lines of sessions as they complete, so the first export of a
// survey after its fieldwork reads kept lines instead of writing every one while its caller waits. A periodic job
// (D24: one process per interval) looks back a few intervals for completed sessions without a line under their
// survey's current key, and keeps theirs a batch per transaction (lines.ts: a session changing meanwhile is not
// kept). It only warms what an export would write itself: a missed run (the service was down) costs the next export
// time, never a wrong line. Respondents' requests do not wait for it: it reads what they committed, afterwards.
import type { Services } from '../services';
import type { Db } from '../db/connect';
import { startPeriodicJob, type PeriodicJob } from '../jobs';
import { completedSince, type Keyset } from '../responses/repository';
import { csvLines } from './export';
import { writeLines } from './lines';
import { EXPORT_LINES } from './thresholds';

type SurveyLines = Awaited<ReturnType<typeof csvLines>>;

/** Keeps the lines of sessions completed at or after `since` that have none under their survey's key; answers how many it wrote. */
export async function keepCompletedLines(db: Db, since: string): Promise<number> {
  const surveys = new Map<string, SurveyLines>();
  let written = 0;
  let after: Keyset | null = null;
  for (;;) {
    const batch = await completedSince(db.kysely, since, after, EXPORT_LINES.keepBatch);
    const missing = new Map<SurveyLines, string[]>();
    for (const row of batch) {
      let survey = surveys.get(row.survey_id);
      if (!survey) surveys.set(row.survey_id, (survey = await csvLines(db, row.survey_id)));
      if (row.export_key !== survey.key) missing.set(survey, [...(missing.get(survey) ?? []), row.id]);
    }
    for (const [{ key, render }, ids] of missing) written += (await writeLines(db, key, ids, render)).size;
    if (batch.length < EXPORT_LINES.keepBatch) return written;
    const last = batch[batch.length - 1];
    after = { key: last.last_activity_at, id: last.id };
  }
}

export const exportLinesJob = (services: Pick<Services, 'db' | 'config' | 'log'>, now = () => Date.now()): PeriodicJob<number> => {
  const seconds = services.config.exportLinesKeepSeconds;
  return {
    name: 'export-lines-keeper',
    seconds,
    run: () => keepCompletedLines(services.db, new Date(now() - seconds * 1000 * EXPORT_LINES.lookbackIntervals).toISOString()),
    done: (lines) => lines && services.log.info({ lines }, 'kept export lines'),
  };
};

export const startExportLinesKeeper = (services: Services): (() => void) => startPeriodicJob(services, exportLinesJob(services));

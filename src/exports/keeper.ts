// The keeper of export lines: keeps the lines of sessions as they complete, in the formats
// EXPORT_LINES_FORMATS names (all four by default), so the first export of a survey after its fieldwork reads kept lines
// instead of writing every one while its caller waits. A periodic job (docs/design/repeated-requests.md: one process
// per interval) walks, survey by survey, the sessions completed in its last few intervals, as an export bounded by
// completion time would (lines.ts: each batch's missing lines are read, written and kept in one transaction, and a
// session changing meanwhile is not kept). It only warms what an export would write itself: a missed run (the service
// was down) costs the next export time, never a wrong line. Respondents' requests do not wait for it: it reads what
// they committed, afterwards.
import type { Logger } from '../log';
import type { Config, ExportFormat } from '../config';
import type { Db } from '../database';
import { startPeriodicJob, type PeriodicJob } from '../jobs';
import { surveysCompletedSince } from '../responses/repository';
import { findAnySurvey } from '../surveys/repository';
import { lineWriters } from './export';
import { lineBatches } from './lines';
import { EXPORT_LINES } from './thresholds';

/** What this part of the service uses of the running services (src/services.ts hands them over). */
type Uses = { db: Db; log: Logger; config: Pick<Config, 'exportLinesKeepSeconds' | 'exportLinesFormats'> };

/**
 * Keeps the lines in `formats` of sessions completed at or after `since` that have none under their survey's key;
 * answers how many lines it wrote.
 */
export async function keepCompletedLines(db: Db, since: string, formats: readonly ExportFormat[]): Promise<number> {
  let written = 0;
  for (const surveyId of await surveysCompletedSince(db.kysely, since)) {
    const survey = await findAnySurvey(db.kysely, surveyId);
    if (!survey) continue; // deleted since
    for (const writer of await lineWriters(db, survey, formats)) {
      for await (const batch of lineBatches(db, { surveyId, status: 'completed', sort: 'completed_at', since }, writer))
        written += batch.written;
    }
  }
  return written;
}

export const exportLinesJob = (services: Uses): PeriodicJob<number> => {
  const seconds = services.config.exportLinesKeepSeconds;
  return {
    name: 'export-lines-keeper',
    seconds,
    run: () =>
      keepCompletedLines(
        services.db,
        new Date(Date.now() - seconds * 1000 * EXPORT_LINES.lookbackIntervals).toISOString(),
        services.config.exportLinesFormats,
      ),
    done: (lines) => lines && services.log.info({ lines }, 'kept export lines'),
  };
};

export const startExportLinesKeeper = (services: Uses): (() => void) => startPeriodicJob(services, exportLinesJob(services));

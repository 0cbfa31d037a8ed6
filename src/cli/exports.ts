// `fieldwork exports keep --org ID --survey ID [--formats csv,json]`: writes and keeps the line of every session of a
// survey that is not in progress, in each export format (all four unless named), so the next export reads kept lines
// (src/exports/lines.ts) rather than every session's row. For after a survey closes, or after an upgrade (lines are
// kept per release). Progress bar on stderr.
import { Command, InvalidArgumentError } from 'commander';
import { EXPORT_FORMATS, exportFormats, type ExportFormat } from '../config';
import { onSurvey, out, progressBar, withSurvey } from './run';

const formats = (value: string): ExportFormat[] => {
  try {
    return exportFormats(value, '--formats');
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
};

export function exportsCommand(options: { embedded?: boolean }): Command {
  const exports = new Command('exports').description("a survey's exports");
  onSurvey(exports.command('keep').description('keep the line of every session not in progress, ready for the next export in each format'))
    .option('--formats <list>', `comma-separated formats to keep (${EXPORT_FORMATS.join(', ')})`, formats, [...EXPORT_FORMATS])
    .option('--json')
    .action(async (opts: { org: string; survey: string; formats: ExportFormat[]; json?: boolean }) => {
      const { countSessions } = await import('../responses/repository');
      const { keepLines } = await import('../exports/export');
      await withSurvey(opts, async (db, survey) => {
        const total = await countSessions(db.kysely, { surveyId: survey.id, sort: 'started_at' });
        const bar = progressBar(!opts.json && !options.embedded, 'keeping', 'lines');
        bar?.start(total * opts.formats.length, 0);
        const started = performance.now();
        const sessions = await keepLines(db, survey, opts.formats, (done) => bar?.update(done));
        bar?.stop();
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        out(
          Boolean(opts.json),
          { sessions, formats: opts.formats, seconds },
          `${sessions} sessions walked in ${seconds} s; the next ${opts.formats.join(', ')} export reads their kept lines`,
        );
      });
    });
  return exports;
}

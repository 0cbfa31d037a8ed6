// `fieldwork exports keep --org ID --survey ID`: writes and keeps the CSV line of every session of a survey that is
// not in progress, so the next CSV export reads kept lines (src/exports/lines.ts) rather than every session's row.
// For after a survey closes, or after an upgrade (lines are kept per release). Progress bar on stderr.
import { Command } from 'commander';
import { onSurvey, out, progressBar, withSurvey } from './run';

export function exportsCommand(options: { embedded?: boolean }): Command {
  const exports = new Command('exports').description("a survey's exports");
  onSurvey(exports.command('keep').description('keep the CSV line of every session not in progress, ready for the next CSV export'))
    .option('--json')
    .action(async (opts: { org: string; survey: string; json?: boolean }) => {
      const { countSessions } = await import('../responses/repository');
      const { keepCsvLines } = await import('../exports/export');
      await withSurvey(opts, async (db, survey) => {
        const total = await countSessions(db.kysely, { surveyId: survey.id, sort: 'started_at' });
        const bar = progressBar(!opts.json && !options.embedded, 'keeping', 'sessions');
        bar?.start(total, 0);
        const started = performance.now();
        const sessions = await keepCsvLines(db, survey, (done) => bar?.update(done));
        bar?.stop();
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        out(
          Boolean(opts.json),
          { sessions, seconds },
          `${sessions} sessions walked in ${seconds} s; the next CSV export reads their kept lines`,
        );
      });
    });
  return exports;
}

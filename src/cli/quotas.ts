// `fieldwork quotas --org ID --survey ID`: a survey's quotas with their counts and status, one line each (docs/design/quotas.md),
// for an operator watching a panel fill without an API key at hand.
import { Command } from 'commander';
import { onSurvey, out, withSurvey } from './run';

export function quotasCommand(): Command {
  return onSurvey(
    new Command('quotas').description("list a survey's quotas: how many each has counted of its limit, and whether it is full"),
  )
    .option('--json')
    .action(async (opts: { org: string; survey: string; json?: boolean }) => {
      const { listQuotaPage } = await import('../quotas/service');
      await withSurvey(opts, async (db, survey) => {
        const { data } = await listQuotaPage(db, survey, { page: 1, pageSize: 100 }, new Set(['page', 'pageSize']), 'cli');
        const lines = data.map(
          (q) =>
            `${q.name}: ${q.counts.counted}/${q.limit} ${q.status} (${q.counts.completed} completed, ${q.counts.qualified} qualified, ${q.counts.inProgress} in progress; counts ${q.countOnly})`,
        );
        out(Boolean(opts.json), data, lines.length ? lines.join('\n') : 'no quotas');
      });
    });
}

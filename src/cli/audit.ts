// `fieldwork audit verify [--org ID]`: recomputes every organisation's audit chain (or one) and names the first broken
// entry, with a progress bar on stderr; exits 1 when the chain is broken. `fieldwork audit list --org ID`: the newest
// entries, as `listAuditEvents` shows them (docs/design/audit.md).
import { Command } from 'commander';
import { inOrganization, out, progressBar, withDb } from './run';

const count = (value: string) => Number.parseInt(value, 10);

export function auditCommand(options: { embedded?: boolean }): Command {
  const audit = new Command('audit').description('the audit trail');
  audit
    .command('verify')
    .description("recompute the audit trail's hash chains and name the first broken entry (exit 1 when one is)")
    .option('--org <id>', 'one organisation (default: every one)')
    .option('--json')
    .action(async (opts: { org?: string; json?: boolean }) => {
      const { verifyAudit, countAudit } = await import('../audit/verify');
      await withDb(async (db) => {
        const bar = progressBar(!opts.json && !options.embedded, 'verifying', 'entries');
        bar?.start(await countAudit(db.kysely, opts.org), 0);
        let done = 0;
        const started = performance.now();
        const result = await verifyAudit(db.kysely, opts.org, (n) => bar?.update((done += n)));
        bar?.stop();
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        const b = result.broken;
        out(
          Boolean(opts.json),
          { ...result, seconds },
          b
            ? `broken at entry ${b.sequence} of organisation ${b.organizationId}${b.id ? ` (${b.id})` : ''}: ${b.reason}`
            : `${result.entries} entries of ${result.organizations} organisation${result.organizations === 1 ? '' : 's'} verified in ${seconds} s: every chain holds`,
        );
        if (b) process.exitCode = 1;
      });
    });
  inOrganization(audit.command('list').description("an organisation's newest audit entries (never a personal value or a secret)"))
    .option('--limit <n>', 'entries to show', count, 20)
    .option('--json')
    .action(async (opts: { org: string; limit: number; json?: boolean }) => {
      const { toAuditEvent } = await import('../audit/service');
      await withDb(async (db) => {
        const rows = await db.kysely
          .selectFrom('audit_events')
          .selectAll()
          .where('organization_id', '=', opts.org)
          .orderBy('seq', 'desc')
          .limit(opts.limit)
          .execute();
        const data = rows.map(toAuditEvent);
        const lines = data.map(
          (e) =>
            `${e.sequence}  ${e.at}  ${e.actor.kind}:${e.actor.id}  ${e.action}  ${e.resource.type}${e.resource.id ? ` ${e.resource.id}` : ''}  ${e.status ?? ''}  ${e.fields.join(',')}`,
        );
        out(Boolean(opts.json), { data }, lines.join('\n') || 'no entries');
      });
    });
  return audit;
}
